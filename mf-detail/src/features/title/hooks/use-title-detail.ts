import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  toastShown,
  toContentDetail,
  useAppDispatch,
  useImageBaseUrl,
  type ContentDetail,
  type ContentKey,
} from 'shared-core';
import { useGetTitleDetailsQuery } from '../api/get-title-details';
import { useGetWatchProvidersQuery } from '../../../lib/api/get-watch-providers';
import { titleToasts } from '../title-messages';

export type TitleDetailState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; detail: ContentDetail };

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * Whether the catalog has answered the title's offers once (offers or an error). The hero's Notify
 * Me slot says where the title already streams: waiting for that first answer (requested with the
 * details) keeps the hero from growing, and moving, once shown. A refetch (a failed call is asked
 * again when Where to Watch mounts) does not hide the page again.
 */
function useOffersAnswered(key: ContentKey): boolean {
  const offers = useGetWatchProvidersQuery(key);
  const title = `${key.media_type}/${key.id}`;
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const answered = offers.isSuccess || offers.isError;
  if (answered && answeredFor !== title) setAnsweredFor(title);
  return answered || answeredFor === title;
}

/**
 * The title's details mapped for display. The catalog's 404 ends in 'notFound'; any other failure
 * (the catalog down, a 500, no connection) in 'failed', with a retry: the title may well exist.
 * Both with a toast.
 */
export function useTitleDetail(key: ContentKey): TitleDetailState {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { imageBaseUrl, isError: configFailed, refetch: refetchConfig } = useImageBaseUrl();
  const details = useGetTitleDetailsQuery(key);
  const { refetch: refetchDetails, isError: detailsFailed } = details;
  const offersAnswered = useOffersAnswered(key);
  const failed = detailsFailed || configFailed;
  const notFound = detailsFailed && isNotFound(details.error);

  useEffect(() => {
    if (!failed) return;
    dispatch(
      toastShown(notFound ? titleToasts.movieNotFound(intl) : titleToasts.movieDetailsFailed(intl)),
    );
    // Said once, in the language of the moment: a language switch does not toast it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, failed, notFound]);

  return useMemo((): TitleDetailState => {
    if (notFound) return { status: 'notFound' };
    if (failed) {
      const retry = () => {
        if (detailsFailed) refetchDetails();
        if (configFailed) refetchConfig();
      };
      return { status: 'failed', retry };
    }
    if (!details.data || imageBaseUrl === undefined || !offersAnswered)
      return { status: 'loading' };
    return {
      status: 'ready',
      detail: toContentDetail(details.data, { imageBaseUrl, mediaType: key.media_type }),
    };
  }, [
    notFound,
    failed,
    detailsFailed,
    configFailed,
    refetchDetails,
    refetchConfig,
    details.data,
    imageBaseUrl,
    offersAnswered,
    key.media_type,
  ]);
}
