import { useMemo } from 'react';
import { Bell, BellRing, Check, CircleCheck, Plus, Share2 } from 'lucide-react';
import styled from 'styled-components';
import {
  selectIsInWatchlist,
  selectSessionStatus,
  useAppSelector,
  useWatchlist,
  type ContentDetail,
} from 'shared-core';
import { Button, Stack, theme } from 'shared-ui';
import { useNotifyMe } from '../hooks/use-notify-me';
import { useShareTitle } from '../hooks/use-share-title';

/** Notify Me's place when the title already streams for this user: a statement, not a control. */
const AlreadyOn = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 48px;
  margin: 0;
  padding: ${`${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.successSurface};
  color: ${theme.colors.success};
  font-weight: ${theme.typography.fontWeight.semibold};
`;

/** Add to Watchlist / In Watchlist, Notify Me (or where it already streams) and Share. */
export function TitleActions({ detail }: { detail: ContentDetail }) {
  const key = useMemo(
    () => ({ id: detail.id, media_type: detail.media_type }),
    [detail.id, detail.media_type],
  );
  const watchlist = useWatchlist();
  // A member's click before the session is known would be answered "sign in".
  const sessionKnown = useAppSelector(selectSessionStatus) !== 'unknown';
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
        disabled={!sessionKnown}
        onClick={() => void toggleWatchlist()}
      >
        {inWatchlist ? 'In Watchlist' : 'Add to Watchlist'}
      </Button>
      {notify.alreadyOn ? (
        <AlreadyOn>
          <CircleCheck size={18} aria-hidden />
          {notify.alreadyOn}
        </AlreadyOn>
      ) : (
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
      )}
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
