import { useMemo } from 'react';
import { Bell, BellRing, Check, Plus, Share2 } from 'lucide-react';
import { selectIsInWatchlist, useAppSelector, useWatchlist, type ContentDetail } from 'shared-core';
import { Button, Stack } from 'shared-ui';
import { useNotifyMe } from '../hooks/use-notify-me';
import { useShareTitle } from '../hooks/use-share-title';

/** Add to Watchlist / In Watchlist, Notify Me and Share. */
export function TitleActions({ detail }: { detail: ContentDetail }) {
  const key = useMemo(
    () => ({ id: detail.id, media_type: detail.media_type }),
    [detail.id, detail.media_type],
  );
  const watchlist = useWatchlist();
  const inWatchlist = useAppSelector((state) =>
    selectIsInWatchlist(state, { tmdb_id: detail.id, media_type: detail.media_type }),
  );
  const notify = useNotifyMe(key, detail.title);
  const share = useShareTitle(detail.title);

  const toggleWatchlist = () => {
    const entry = { tmdb_id: detail.id, media_type: detail.media_type, title: detail.title };
    return inWatchlist
      ? watchlist.remove(entry)
      : watchlist.add({
          ...entry,
          // Undefined under a shell whose shared-core predates the field: store no poster then.
          poster_path: detail.tmdb_poster_path ?? null,
          release_year: detail.release_year,
        });
  };

  return (
    <Stack direction="row" wrap gap="md">
      <Button
        size="lg"
        variant={inWatchlist ? 'secondary' : 'primary'}
        icon={inWatchlist ? <Check size={18} aria-hidden /> : <Plus size={18} aria-hidden />}
        aria-pressed={inWatchlist}
        onClick={() => void toggleWatchlist()}
      >
        {inWatchlist ? 'In Watchlist' : 'Add to Watchlist'}
      </Button>
      <Button
        size="lg"
        variant="secondary"
        icon={
          notify.subscribed ? <BellRing size={18} aria-hidden /> : <Bell size={18} aria-hidden />
        }
        aria-pressed={notify.subscribed}
        disabled={notify.busy}
        onClick={() => void notify.toggle()}
      >
        {notify.subscribed ? 'Notifying You' : 'Notify Me'}
      </Button>
      <Button
        size="lg"
        variant="ghost"
        icon={<Share2 size={18} aria-hidden />}
        onClick={() => void share()}
      >
        Share
      </Button>
    </Stack>
  );
}
