import { Compass, Library, Lock, Trash2 } from 'lucide-react';
import { useState } from 'react';
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

const Count = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

function SavedTitles() {
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
        title="Your library is empty"
        description="Add movies and TV shows to keep track of what you want to watch"
        action={
          <ButtonLink to="/discover" icon={<Compass size={16} aria-hidden />}>
            Browse content
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <Stack direction="row" wrap align="center" justify="space-between" gap="md">
        <Count>{items.length === 1 ? '1 title saved' : `${items.length} titles saved`}</Count>
        <Button
          variant="secondary"
          size="sm"
          icon={<Trash2 size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          Clear all
        </Button>
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
        title="Clear your library?"
        description={`All ${items.length} saved titles will be removed. You can undo it from the message that follows.`}
        footer={
          <DialogActions>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              loading={clearing}
              loadingLabel="Clearing..."
              onClick={() => void clearAll()}
            >
              Clear all
            </Button>
          </DialogActions>
        }
      />
    </>
  );
}

/** /library: My Library, the signed-in user's saved titles (the persisted watchlist). */
export function LibraryScreen() {
  const session = useAppSelector(selectSessionStatus);
  return (
    <Root as="section" gap="xl" aria-labelledby="library-title">
      <PageTitle id="library-title" icon={<Library size={28} aria-hidden />}>
        My Library
      </PageTitle>
      {session === 'signedIn' ? (
        <SavedTitles />
      ) : session === 'signedOut' ? (
        <EmptyState
          icon={<Lock size={28} />}
          title="Sign in to access your library"
          description="Your saved movies and shows follow you to every device."
          action={<ButtonLink to={withRedirect('/auth', '/library')}>Sign In</ButtonLink>}
        />
      ) : (
        <ContentGrid loading skeletonCount={5} />
      )}
    </Root>
  );
}
