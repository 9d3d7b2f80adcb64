import { useEffect, useMemo } from 'react';
import {
  toastMessages,
  toastShown,
  toContentDetail,
  useAppDispatch,
  useGetTitleDetailsQuery,
  useImageBaseUrl,
  type ContentDetail,
  type ContentKey,
} from 'shared-core';

export type TitleDetailState =
  { status: 'loading' } | { status: 'notFound' } | { status: 'ready'; detail: ContentDetail };

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/** The title's details mapped for display; failures end in 'notFound' with a toast. */
export function useTitleDetail(key: ContentKey): TitleDetailState {
  const dispatch = useAppDispatch();
  const { imageBaseUrl, isError: configFailed } = useImageBaseUrl();
  const details = useGetTitleDetailsQuery(key);
  const failed = details.isError || configFailed;
  const notFound = details.isError && isNotFound(details.error);

  useEffect(() => {
    if (!failed) return;
    dispatch(
      toastShown(notFound ? toastMessages.movieNotFound() : toastMessages.movieDetailsFailed()),
    );
  }, [dispatch, failed, notFound]);

  return useMemo((): TitleDetailState => {
    if (failed) return { status: 'notFound' };
    if (!details.data || imageBaseUrl === undefined) return { status: 'loading' };
    return {
      status: 'ready',
      detail: toContentDetail(details.data, { imageBaseUrl, mediaType: key.media_type }),
    };
  }, [failed, details.data, imageBaseUrl, key.media_type]);
}
