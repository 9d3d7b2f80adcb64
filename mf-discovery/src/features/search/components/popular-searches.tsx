import { RefreshCw, TrendingUp, X } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  media,
  Button,
  Chip,
  ChipList,
  IconButton,
  SectionHeader,
  Skeleton,
  Stack,
  theme,
} from 'shared-ui';
import { toastShown, useAppDispatch } from 'shared-core';
import {
  countPopularSearch,
  useGetPopularSearchesQuery,
  type PopularSearch,
} from '../../../lib/api/popular-searches';
import { useSyncPopularSearches } from '../hooks/use-sync-popular-searches';
import { searchMessages } from '../search-messages';

const DesktopOnly = styled.span`
  ${media.mobile} {
    display: none;
  }
`;

/** A muted number inside a chip: how often the title was searched. */
const ChipNote = styled.span`
  color: ${theme.colors.textSubtle};
  font-size: ${theme.typography.fontSize.xs};
  font-variant-numeric: tabular-nums;
`;

const Rank = styled.span`
  color: ${theme.colors.accent};
  font-weight: ${theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

/** In the chips' place and one chip high, so an empty list moves nothing below it either. */
const EmptyNote = styled.p`
  display: flex;
  align-items: center;
  min-height: 36px;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

const messages = defineMessages({
  // Short enough for one line on the narrowest phone, which keeps the note one chip high.
  none: {
    defaultMessage: 'None yet: titles people open appear here.',
    id: 'TvxLB5',
    description:
      'Popular searches: what the row says while nobody has opened a title yet (keep it short: one line on a phone)',
  },
  updating: {
    defaultMessage: 'Updating...',
    id: 'H6LXqK',
    description: 'Popular searches: the "Update Data" button while the counts are fetched again',
  },
  update: {
    defaultMessage: 'Update Data',
    id: 'giG4+Z',
    description: 'Popular searches: button fetching the shared search counts again',
  },
  refresh: {
    defaultMessage: 'Refresh top searched',
    id: 'nllAq0',
    description: 'Popular searches: accessible name of the icon button fetching the counts again',
  },
  clear: {
    defaultMessage: 'Clear popular searches',
    id: 'tZ3NU6',
    description: 'Popular searches: accessible name of the icon button that tries to clear them',
  },
});

/** Chip-sized placeholders laid out like the list, so the list arriving moves nothing below it. */
const SKELETON_WIDTHS = [150, 190, 170, 140, 200, 160, 180, 150, 170, 190];

function ChipSkeletons() {
  return (
    <ChipList aria-hidden scrollOnMobile>
      {SKELETON_WIDTHS.map((width, index) => (
        <Skeleton key={index} width={`${width}px`} height="36px" radius="pill" />
      ))}
    </ChipList>
  );
}

export interface PopularSearchesProps {
  title: string;
  /** Runs a search for the picked title. */
  onSearch: (term: string) => void;
  /** "update": the Update Data button (desktop only); "refresh": a compact refresh button. */
  syncControl: 'update' | 'refresh';
}

/**
 * The top 10 searches shared by everyone; picking one searches it and counts +1. Until anyone has
 * opened a title the row says so rather than disappearing (docs/spec-departures.md).
 */
export function PopularSearches({ title, onSearch, syncControl }: PopularSearchesProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // Counts change by the minute, and a page from the page server's cache may be seconds old:
  // counts older than a second are asked for again once the page runs.
  const { data, isLoading, isError } = useGetPopularSearchesQuery(undefined, {
    refetchOnMountOrArgChange: 1,
  });
  const { sync, syncing } = useSyncPopularSearches();

  const pick = ({ count: _count, ...entry }: PopularSearch) => {
    void dispatch(countPopularSearch(entry));
    onSearch(entry.title);
  };

  return (
    <Stack
      as="section"
      gap="md"
      aria-labelledby="popular-searches-title"
      aria-busy={syncing || undefined}
    >
      <SectionHeader
        id="popular-searches-title"
        title={title}
        icon={<TrendingUp size={18} aria-hidden />}
        action={
          <Stack direction="row" align="center" gap="xs">
            {syncControl === 'update' ? (
              <DesktopOnly>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={syncing}
                  loadingLabel={intl.formatMessage(messages.updating)}
                  onClick={sync}
                >
                  {intl.formatMessage(messages.update)}
                </Button>
              </DesktopOnly>
            ) : (
              <IconButton
                label={intl.formatMessage(messages.refresh)}
                icon={<RefreshCw size={18} />}
                onClick={sync}
                disabled={syncing}
              />
            )}
            <IconButton
              label={intl.formatMessage(messages.clear)}
              icon={<X size={18} />}
              onClick={() =>
                dispatch(
                  toastShown({
                    title: intl.formatMessage(searchMessages.popularCannotBeCleared),
                    tone: 'info',
                  }),
                )
              }
            />
          </Stack>
        }
      />
      {isLoading ? (
        <ChipSkeletons />
      ) : isError || !data ? null : data.length === 0 ? (
        <EmptyNote>{intl.formatMessage(messages.none)}</EmptyNote>
      ) : (
        <ChipList scrollOnMobile>
          {data.map((entry, index) => (
            <Chip key={`${entry.media_type}-${entry.tmdb_id}`} onClick={() => pick(entry)}>
              <Rank>{intl.formatNumber(index + 1)}</Rank>
              {entry.title}
              <ChipNote>{intl.formatNumber(entry.count)}</ChipNote>
            </Chip>
          ))}
        </ChipList>
      )}
    </Stack>
  );
}
