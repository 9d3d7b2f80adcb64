import type { ContentKey } from '../../content/content-route';

/** Which user's request for which title; the user id keeps one user's answers from another's. */
export interface NotifyRequestKey {
  userId: string;
  title: ContentKey;
}

export interface NotifyRequestInput extends NotifyRequestKey {
  titleName: string;
}
