export * from './title-types';
export * from './api/get-title-details';
export * from './api/get-watch-providers';
export * from './api/get-title-ranks';
export type { NotifyRequestInput, NotifyRequestKey } from './api/notify-request-key';
export { useGetNotifyRequestQuery } from './api/get-notify-request';
export { useAddNotifyRequestMutation } from './api/add-notify-request';
export { useRemoveNotifyRequestMutation } from './api/remove-notify-request';
