import { Compass, ListPlus } from 'lucide-react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  selectCountry,
  selectIsPremium,
  selectUser,
  selectWatchlist,
  selectWatchlistStatus,
  useAppSelector,
  useGetNotifyRequestsQuery,
} from 'shared-core';
import { Button, ButtonLink, EmptyState, Skeleton, Stack } from 'shared-ui';
import { useGetPlanOffersQuery } from '../api/get-plan-offers';
import { titleKey } from '../utils/plan-input';
import { PlusPlanner } from './plus-planner';
import { ThisMonthSection } from './this-month-section';

/** The member's list: watchlist and Notify Me titles, each once. */
function usePlannedTitleKeys(userId: string) {
  const watchlist = useAppSelector(selectWatchlist);
  const watchlistReady = useAppSelector(selectWatchlistStatus) === 'ready';
  const notify = useGetNotifyRequestsQuery(userId);
  const keys = useMemo(() => {
    const all = [...watchlist, ...(notify.data ?? [])].map((entry) =>
      titleKey({ media_type: entry.media_type, id: entry.tmdb_id }),
    );
    return [...new Set(all)];
  }, [watchlist, notify.data]);
  return { keys, ready: watchlistReady && !notify.isLoading };
}

export function MemberPlanner() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const country = useAppSelector(selectCountry);
  const premium = useAppSelector(selectIsPremium);
  const { keys, ready } = usePlannedTitleKeys(user?.id ?? '');
  const offers = useGetPlanOffersQuery(
    { region: country, titles: keys },
    { skip: !ready || keys.length === 0 },
  );

  if (!ready || (keys.length > 0 && offers.isLoading)) return <Skeleton height="240px" />;
  if (keys.length === 0) {
    return (
      <EmptyState
        icon={<ListPlus size={28} />}
        title={intl.formatMessage({
          defaultMessage: 'Nothing to plan yet',
          id: 'XbJ0Pm',
          description: 'Planner page: title when the member has no titles to plan with',
        })}
        description={intl.formatMessage({
          defaultMessage:
            'Add movies and TV shows to your watchlist, or use Notify Me on a title, and the planner will show which services cover them.',
          id: 'clenKZ',
          description:
            'Planner page: text when the member has no titles; "Notify Me" is the name of a button on title pages',
        })}
        action={
          <ButtonLink to="/discover" icon={<Compass size={16} aria-hidden />}>
            {intl.formatMessage({
              defaultMessage: 'Browse content',
              id: 'QNDWi4',
              description:
                'Planner page: button to the Discover page when there is nothing to plan',
            })}
          </ButtonLink>
        }
      />
    );
  }
  if (!offers.data) {
    return (
      <EmptyState
        title={intl.formatMessage({
          defaultMessage: 'The offers for your titles couldn’t be loaded',
          id: 'NUvnYH',
          description: 'Planner page: title when the catalog did not answer',
        })}
        action={
          <Button variant="secondary" onClick={() => void offers.refetch()}>
            {intl.formatMessage({
              defaultMessage: 'Try again',
              id: 'xztSEq',
              description: 'Planner page: button asking the catalog again',
            })}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="xl">
      {premium && user ? (
        <PlusPlanner offers={offers.data} country={country} userId={user.id} />
      ) : (
        <ThisMonthSection offers={offers.data} country={country} prices={{}} plus={false} />
      )}
    </Stack>
  );
}
