import { useCallback, useMemo } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  chosenServiceNames,
  countryName,
  isChosenService,
  needsServiceList,
  selectCountry,
  selectSelectedServices,
  selectSessionStatus,
  selectUser,
  STREAMING_MONETIZATIONS,
  toastMessages,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useGetNotifyRequestQuery,
  useRemoveNotifyRequestMutation,
  useSignInPath,
  useWatchProviderListQuery,
  type ContentKey,
  type WatchProvidersResponse,
} from 'shared-core';
import { useAddNotifyRequestMutation } from '../api/add-notify-request';
import { useGetWatchProvidersQuery } from '../../../lib/api/get-watch-providers';
import { titleToasts } from '../title-messages';

const messages = defineMessages<{
  alreadyOn: { services: string; country: string };
  more: { count: number };
}>({
  alreadyOn: {
    defaultMessage: 'Already on {services} ({country})',
    id: '9Af0nj',
    description:
      'Title page: shown instead of Notify Me when the title already streams on the user\'s services. {services}: service names joined by "and" (e.g. "Netflix and Hulu"); {country}: the user\'s country',
  },
  more: {
    defaultMessage: '{count, plural, one {# more} other {# more}}',
    id: 'psT3uH',
    description:
      'Title page: last item of the list of services in "Already on …", standing for the services not named (e.g. "Netflix, Hulu and 2 more")',
  },
});

export interface NotifyMe {
  subscribed: boolean;
  busy: boolean;
  /**
   * Where the title already streams for this user ("Already on Netflix in United States"): on
   * their services in their country, or on any service there when they chose none. Notify Me
   * would have nothing to wait for, so the page says this instead. Null otherwise.
   */
  alreadyOn: string | null;
  toggle(): Promise<void>;
}

/** The backend's own text of a failure: shared-core's `notifyFailed` turns it into our words. */
const errorMessage = (error: unknown) => (error as { error?: string } | undefined)?.error ?? '';

const MAX_NAMED = 3;
/** The services (streaming, free or with ads) this user would watch the title on, by name. */
export function streamingOn(
  providers: WatchProvidersResponse | undefined,
  country: string,
  selected: readonly string[],
): string[] {
  const offers = providers?.results[country];
  const names = new Set<string>();
  for (const kind of STREAMING_MONETIZATIONS) {
    for (const offer of offers?.[kind] ?? []) {
      if (selected.length === 0 || isChosenService(offer, selected)) names.add(offer.provider_name);
    }
  }
  return [...names];
}

function alreadyOnMessage(intl: IntlShape, names: string[], country: string): string | null {
  if (names.length === 0) return null;
  const shown =
    names.length > MAX_NAMED
      ? [
          ...names.slice(0, MAX_NAMED - 1),
          intl.formatMessage(messages.more, { count: names.length - MAX_NAMED + 1 }),
        ]
      : names;
  return intl.formatMessage(messages.alreadyOn, {
    services: intl.formatList(shown, { type: 'conjunction' }),
    country: countryName(intl, country),
  });
}

/**
 * "Tell me when this is on my services": a row in `notify_requests` for signed-in users; guests
 * are asked to sign in. The alert goes out when the title arrives on one of the user's services
 * in their country (any service there when they chose none); a title already there says so.
 */
export function useNotifyMe(title: ContentKey, titleName: string): NotifyMe {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  const userId = useAppSelector(selectUser)?.id;
  const sessionKnown = useAppSelector(selectSessionStatus) !== 'unknown';
  const country = useAppSelector(selectCountry);
  const selected = useAppSelector(selectSelectedServices);
  const key = useMemo(() => (userId ? { userId, title } : undefined), [userId, title]);
  const { data: subscribed = false, isFetching } = useGetNotifyRequestQuery(key!, { skip: !key });
  const providers = useGetWatchProvidersQuery(title);
  // Only services outside the seven named platforms need the catalog's list for their names.
  const serviceList = useWatchProviderListQuery(undefined, { skip: !needsServiceList(selected) });
  const [add, added] = useAddNotifyRequestMutation();
  const [remove, removed] = useRemoveNotifyRequestMutation();

  const alreadyOn = useMemo(
    () => alreadyOnMessage(intl, streamingOn(providers.data, country, selected), country),
    [country, intl, providers.data, selected],
  );

  const toggle = useCallback(async () => {
    if (!key) {
      const signIn = () => navigate(signInPath);
      dispatch(toastShown(titleToasts.notifyNeedsSignIn(intl, signIn)));
      return;
    }
    const result = subscribed ? await remove(key) : await add({ ...key, titleName });
    if (result.error) {
      dispatch(toastShown(toastMessages.notifyFailed(errorMessage(result.error))));
    } else if (subscribed) {
      dispatch(toastShown(toastMessages.notifyCancelled(titleName)));
    } else {
      const services = serviceList.isError
        ? null
        : chosenServiceNames(selected, serviceList.data ?? []);
      const where = countryName(intl, country);
      dispatch(toastShown(titleToasts.notifySubscribed(intl, titleName, services, where)));
    }
  }, [
    add,
    country,
    dispatch,
    intl,
    key,
    navigate,
    remove,
    selected,
    serviceList.data,
    serviceList.isError,
    signInPath,
    subscribed,
    titleName,
  ]);

  return {
    subscribed,
    // Until the session is known a member's click could be answered "sign in"; until the title's
    // offers are known the page cannot tell whether there is anything to wait for; and until the
    // services list is here a confirmation could name a service only by its slug.
    busy:
      !sessionKnown ||
      isFetching ||
      providers.isLoading ||
      (Boolean(key) && serviceList.isLoading) ||
      added.isLoading ||
      removed.isLoading,
    alreadyOn: subscribed ? null : alreadyOn,
    toggle,
  };
}
