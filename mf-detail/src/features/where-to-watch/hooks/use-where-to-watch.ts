import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  countryName,
  selectCountry,
  selectIsPremium,
  selectSelectedServices,
  toastShown,
  useAppDispatch,
  useAppSelector,
  type ContentKey,
} from 'shared-core';
import { useGetWatchProvidersQuery } from '../../../lib/api/get-watch-providers';
import { elsewhereOffers, type ElsewhereOffer } from '../utils/elsewhere-offers';
import { mergeProviders } from '../utils/merge-providers';
import { orderProviders, type RankedProvider } from '../utils/order-providers';
import { whereToWatchToasts } from '../where-to-watch-messages';

export type WhereToWatchState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready';
      /** What the panel lists: every country for premium users, the user's country otherwise. */
      providers: RankedProvider[];
      elsewhere: ElsewhereOffer[];
      justWatchLink: string | undefined;
    };

/** The title's providers, merged, ordered and limited by plan; a failure only toasts. */
export function useWhereToWatch(title: ContentKey): WhereToWatchState {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isPremium = useAppSelector(selectIsPremium);
  const country = useAppSelector(selectCountry);
  const services = useAppSelector(selectSelectedServices);
  const { data, isError, refetch } = useGetWatchProvidersQuery(title);

  useEffect(() => {
    if (isError) dispatch(toastShown(whereToWatchToasts.streamingAvailabilityFailed(intl)));
    // Said once, in the language of the moment: a language switch does not toast it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, isError]);

  return useMemo((): WhereToWatchState => {
    if (isError) return { status: 'error', retry: () => void refetch() };
    if (!data) return { status: 'loading' };
    const user = { country, services: services ?? [] };
    const nameOf = (code: string) => countryName(intl, code);
    const everywhere = orderProviders(
      mergeProviders(data, Object.keys(data.results)),
      user,
      nameOf,
    );
    return {
      status: 'ready',
      providers: isPremium
        ? everywhere
        : orderProviders(mergeProviders(data, [country]), user, nameOf),
      elsewhere: elsewhereOffers(everywhere, country),
      justWatchLink: data.results[country]?.link,
    };
  }, [country, data, intl, isError, isPremium, refetch, services]);
}
