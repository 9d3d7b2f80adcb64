import { Bookmark, Compass, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import {
  contentPath,
  imageUrl,
  selectWatchlist,
  selectWatchlistStatus,
  useAppDispatch,
  useAppSelector,
  useImageBaseUrl,
  useWatchlist,
  watchlistViewClosed,
  type WatchlistEntry,
} from 'shared-core';
import { Button, ContentGrid, EmptyState, PageTitle, PosterCard, Stack } from 'shared-ui';

/** Home's watchlist view (premium): the saved titles, Clear watchlist, or the empty state. */
export function WatchlistView() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectWatchlist);
  const status = useAppSelector(selectWatchlistStatus);
  const watchlist = useWatchlist();
  const { imageBaseUrl = '' } = useImageBaseUrl();
  const posterOf = (entry: WatchlistEntry) => imageUrl(entry.poster_path, 'poster', imageBaseUrl);
  const browse = () => dispatch(watchlistViewClosed());

  return (
    <Stack as="section" gap="xl" aria-labelledby="watchlist-title">
      <Stack direction="row" wrap align="center" justify="space-between" gap="md">
        <PageTitle id="watchlist-title" icon={<Bookmark size={26} aria-hidden />}>
          {intl.formatMessage({
            defaultMessage: 'My Watchlist',
            id: 'cs/DpF',
            description: 'Watchlist view: page heading',
          })}
        </PageTitle>
        {entries.length > 0 && (
          <Button
            variant="destructive"
            size="sm"
            icon={<Trash2 size={16} />}
            onClick={() => void watchlist.clear()}
          >
            {intl.formatMessage({
              defaultMessage: 'Clear watchlist',
              id: 'ya9Xdy',
              description: 'Watchlist view: button removing every saved title',
            })}
          </Button>
        )}
      </Stack>
      {status !== 'loading' && entries.length === 0 ? (
        <EmptyState
          icon={<Bookmark size={32} />}
          title={intl.formatMessage({
            defaultMessage: 'Your watchlist is empty',
            id: '6l+sfA',
            description: 'Watchlist view: heading when no title is saved',
          })}
          description={intl.formatMessage({
            defaultMessage: 'Add movies and TV shows to keep track of what you want to watch',
            id: 'N1bfEN',
            description: 'Watchlist view: text under "Your watchlist is empty"',
          })}
          action={
            <Button icon={<Compass size={16} />} onClick={browse}>
              {intl.formatMessage({
                defaultMessage: 'Browse content',
                id: 'QW5emN',
                description: 'Watchlist view: button going back to browsing titles',
              })}
            </Button>
          }
        />
      ) : (
        <ContentGrid loading={status === 'loading'}>
          {entries.map((entry) => (
            <PosterCard
              key={`${entry.media_type}-${entry.tmdb_id}`}
              title={entry.title}
              imageUrl={posterOf(entry)}
              year={entry.release_year ?? undefined}
              mediaType={entry.media_type}
              to={contentPath({ id: entry.tmdb_id, media_type: entry.media_type })}
            />
          ))}
        </ContentGrid>
      )}
    </Stack>
  );
}
