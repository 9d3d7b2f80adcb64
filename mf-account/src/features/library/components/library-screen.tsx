import { CalendarRange, Compass, FileUp, Library, Lock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  selectSessionStatus,
  selectWatchlist,
  selectWatchlistStatus,
  useAppSelector,
  useImageBaseUrl,
  useWatchlist,
  withRedirect,
} from 'shared-core';
import {
  Button,
  ButtonLink,
  ContentGrid,
  Dialog,
  DialogActions,
  EmptyState,
  media,
  PageTitle,
  Stack,
  theme,
} from 'shared-ui';
import styled from 'styled-components';
import { LibraryCard } from './library-card';

const Root = styled(Stack)`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${`${theme.space.xxxl} ${theme.space.xl} 72px`};

  ${media.mobile} {
    padding: ${`${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
  }
`;

const HEADING_ID = 'library-title';

const Count = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

function SavedTitles() {
  const intl = useIntl();
  const items = useAppSelector(selectWatchlist);
  const status = useAppSelector(selectWatchlistStatus);
  const { remove, clear } = useWatchlist();
  const { imageBaseUrl } = useImageBaseUrl();
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);

  const clearAll = async () => {
    setClearing(true);
    await clear();
    setClearing(false);
    setConfirming(false);
  };

  if (status !== 'ready') return <ContentGrid loading skeletonCount={5} />;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Library size={28} />}
        title={intl.formatMessage({
          defaultMessage: 'Your library is empty',
          id: 'jnChDV',
          description: 'Library page: empty state title',
        })}
        description={intl.formatMessage({
          defaultMessage: 'Add movies and TV shows to keep track of what you want to watch',
          id: 'dBkobI',
          description: 'Library page: empty state text',
        })}
        action={
          <Stack direction="row" wrap justify="center" gap="sm">
            <ButtonLink to="/discover" icon={<Compass size={16} aria-hidden />}>
              {intl.formatMessage({
                defaultMessage: 'Browse content',
                id: 'vVaSmx',
                description: 'Library page: empty state button to the Discover page',
              })}
            </ButtonLink>
            <ButtonLink
              to="/library/import"
              variant="secondary"
              icon={<FileUp size={16} aria-hidden />}
            >
              {intl.formatMessage({
                defaultMessage: 'Import a list',
                id: 'O7KbDk',
                description:
                  'Library page: empty state link to the page importing a Letterboxd, IMDb or Trakt list',
              })}
            </ButtonLink>
          </Stack>
        }
      />
    );
  }
  return (
    <>
      <Stack direction="row" wrap align="center" justify="space-between" gap="md">
        <Count>
          {intl.formatMessage(
            {
              defaultMessage: '{count, plural, one {# title saved} other {# titles saved}}',
              id: 'CwhFd+',
              description: 'Library page: number of saved titles',
            },
            { count: items.length },
          )}
        </Count>
        <Stack direction="row" wrap gap="sm">
          <ButtonLink
            to="/planner"
            variant="secondary"
            size="sm"
            icon={<CalendarRange size={16} aria-hidden />}
          >
            {intl.formatMessage({
              defaultMessage: 'Plan what to pay for',
              id: 'nFWQ4W',
              description:
                'Library page: link to the planner, which says which streaming services to pay for to watch the saved titles',
            })}
          </ButtonLink>
          <ButtonLink
            to="/library/import"
            variant="secondary"
            size="sm"
            icon={<FileUp size={16} aria-hidden />}
          >
            {intl.formatMessage({
              defaultMessage: 'Import a list',
              id: 'K4uFEx',
              description:
                'Library page: link to the page importing a Letterboxd, IMDb or Trakt list into the library',
            })}
          </ButtonLink>
          <Button
            variant="secondary"
            size="sm"
            icon={<Trash2 size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {intl.formatMessage({
              defaultMessage: 'Clear all',
              id: 'lLJCOH',
              description: 'Library page: button that opens the dialog removing every saved title',
            })}
          </Button>
        </Stack>
      </Stack>
      <ContentGrid>
        {items.map((entry) => (
          <LibraryCard
            key={`${entry.media_type}-${entry.tmdb_id}`}
            entry={entry}
            imageBaseUrl={imageBaseUrl}
            onRemove={(item) => void remove(item)}
          />
        ))}
      </ContentGrid>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={intl.formatMessage({
          defaultMessage: 'Clear your watchlist?',
          id: '4WHyTa',
          description: 'Library page: title of the dialog confirming removal of every saved title',
        })}
        description={intl.formatMessage(
          {
            defaultMessage:
              '{count, plural, one {The saved title will be removed. You can undo it from the message that follows.} other {All # saved titles will be removed. You can undo it from the message that follows.}}',
            id: 'QV+CpD',
            description:
              'Library page: text of the dialog confirming removal of every saved title; "the message that follows" is a toast with an Undo button',
          },
          { count: items.length },
        )}
        footer={
          <DialogActions>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {intl.formatMessage({
                defaultMessage: 'Cancel',
                id: '2eDRFa',
                description:
                  'Library page: button closing the clear dialog without removing anything',
              })}
            </Button>
            <Button
              variant="destructive"
              loading={clearing}
              loadingLabel={intl.formatMessage({
                defaultMessage: 'Clearing…',
                id: 'dncS0u',
                description: 'Library page: the Clear all button of the dialog while it works',
              })}
              onClick={() => void clearAll()}
            >
              {intl.formatMessage({
                defaultMessage: 'Clear all',
                id: 'mroJv7',
                description: 'Library page: button in the dialog that removes every saved title',
              })}
            </Button>
          </DialogActions>
        }
      />
    </>
  );
}

/** /library: My Library, the signed-in user's saved titles (the persisted watchlist). */
export function LibraryScreen() {
  const intl = useIntl();
  const session = useAppSelector(selectSessionStatus);
  return (
    <Root as="section" gap="xl" aria-labelledby={HEADING_ID}>
      <PageTitle id={HEADING_ID} icon={<Library size={28} aria-hidden />}>
        {intl.formatMessage({
          defaultMessage: 'My Library',
          id: 'WRXKzM',
          description: 'Library page: page heading',
        })}
      </PageTitle>
      {session === 'signedIn' ? (
        <SavedTitles />
      ) : session === 'signedOut' ? (
        <EmptyState
          icon={<Lock size={28} />}
          title={intl.formatMessage({
            defaultMessage: 'Sign in to access your library',
            id: 'C2gd5f',
            description: 'Library page: title shown to a visitor who is not signed in',
          })}
          description={intl.formatMessage({
            defaultMessage: 'Your saved movies and TV shows follow you to every device.',
            id: 'ZdCCYb',
            description: 'Library page: text shown to a visitor who is not signed in',
          })}
          action={
            <ButtonLink to={withRedirect('/auth', '/library')}>
              {intl.formatMessage({
                defaultMessage: 'Sign In',
                id: '3VsyFZ',
                description: 'Library page: button shown to a visitor who is not signed in',
              })}
            </ButtonLink>
          }
        />
      ) : (
        <ContentGrid loading skeletonCount={5} />
      )}
    </Root>
  );
}
