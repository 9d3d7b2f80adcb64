import type { ContentKey } from 'shared-core';

/** What a title page's details call appends (`append_to_response`). */
export const TITLE_DETAILS_APPENDS: Record<ContentKey['media_type'], string> = {
  movie: 'credits,videos,images,keywords,release_dates',
  tv: 'credits,videos,images,keywords,content_ratings',
};
