import { RefreshCw, TrendingUp, X } from 'lucide-react';
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
import { formatCount, toastShown, useAppDispatch } from 'shared-core';
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

/** Short enough for one line on the narrowest phone, which keeps the note one chip high. */
const NO_POPULAR_SEARCHES = 'None yet: titles people open appear here.';

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
                  loadingLabel="Updating..."
                  onClick={sync}
                >
                  Update Data
                </Button>
              </DesktopOnly>
            ) : (
              <IconButton
                label="Refresh top searched"
                icon={<RefreshCw size={18} />}
                onClick={sync}
                disabled={syncing}
              />
            )}
            <IconButton
              label="Clear popular searches"
              icon={<X size={18} />}
              onClick={() => dispatch(toastShown(searchMessages.popularSearchesCannotBeCleared()))}
            />
          </Stack>
        }
      />
      {isLoading ? (
        <ChipSkeletons />
      ) : isError || !data ? null : data.length === 0 ? (
        <EmptyNote>{NO_POPULAR_SEARCHES}</EmptyNote>
      ) : (
        <ChipList scrollOnMobile>
          {data.map((entry, index) => (
            <Chip key={`${entry.media_type}-${entry.tmdb_id}`} onClick={() => pick(entry)}>
              <Rank>{index + 1}</Rank>
              {entry.title}
              <ChipNote>{formatCount(entry.count)}</ChipNote>
            </Chip>
          ))}
        </ChipList>
      )}
    </Stack>
  );
}
