import { useMemo } from 'react';
import { Bell, BellRing, Check, CircleCheck, Plus, Share2 } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
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

const messages = defineMessages({
  inWatchlist: {
    defaultMessage: 'In Watchlist',
    id: 'j1Tgmb',
    description:
      "Title page: pressed button when the title is on the user's watchlist; a click removes it",
  },
  addToWatchlist: {
    defaultMessage: 'Add to Watchlist',
    id: 'ZwjS7Y',
    description: "Title page: button that adds the title to the user's watchlist",
  },
  notifyingYou: {
    defaultMessage: 'Notifying You',
    id: '1K1mY2',
    description:
      'Title page: pressed button when the user will be told once the title comes to their streaming services; a click cancels it',
  },
  notifyMe: {
    defaultMessage: 'Notify Me',
    id: 'zrBJi1',
    description:
      "Title page: button asking to be told when the title comes to one of the user's streaming services",
  },
  share: {
    defaultMessage: 'Share',
    id: 'cRP3Nj',
    description: "Title page: button that shares the title page's link (share sheet or copy)",
  },
});

/** Add to Watchlist / In Watchlist, Notify Me (or where it already streams) and Share. */
export function TitleActions({ detail }: { detail: ContentDetail }) {
  const intl = useIntl();
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
        {intl.formatMessage(inWatchlist ? messages.inWatchlist : messages.addToWatchlist)}
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
          {intl.formatMessage(notify.subscribed ? messages.notifyingYou : messages.notifyMe)}
        </Button>
      )}
      <Button
        size="lg"
        variant="ghost"
        icon={<Share2 size={18} aria-hidden />}
        onClick={() => void share()}
      >
        {intl.formatMessage(messages.share)}
      </Button>
    </Stack>
  );
}
