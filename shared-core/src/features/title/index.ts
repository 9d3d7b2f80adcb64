export * from './title-types';
export type { NotifyRequestInput, NotifyRequestKey } from './api/notify-request-key';
export { notifyRequestUpdated, useGetNotifyRequestQuery } from './api/get-notify-request';
export { useRemoveNotifyRequestMutation } from './api/remove-notify-request';
