import { Eye, X } from 'lucide-react';
import { Link } from 'react-router';
import {
  contentPath,
  failureMessage,
  toastMessages,
  toastShown,
  useAppDispatch,
  useGetNotifyRequestsQuery,
  useRemoveNotifyRequestMutation,
  type WatchedTitle,
} from 'shared-core';
import { Button, focusRing, Skeleton, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { SectionHeading } from './section-heading';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${`${theme.space.sm} ${theme.space.md}`};

  & + & {
    border-top: 1px solid ${theme.colors.border};
  }
`;

const TitleLink = styled(Link)`
  min-width: 0;
  color: ${theme.colors.text};
  font-weight: ${theme.typography.fontWeight.semibold};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }

  ${focusRing}
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

/** "Watching": the titles the user asked about with Notify Me, each removable. */
export function WatchingList({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const { data: titles, isLoading, isError } = useGetNotifyRequestsQuery(userId);
  const [removeNotifyRequest] = useRemoveNotifyRequestMutation();

  const remove = async (watched: WatchedTitle) => {
    const result = await removeNotifyRequest({
      userId,
      title: { id: watched.tmdb_id, media_type: watched.media_type },
    });
    const message = failureMessage(result);
    dispatch(
      toastShown(
        message
          ? toastMessages.notifyFailed(message)
          : toastMessages.notifyCancelled(watched.title),
      ),
    );
  };

  return (
    <Stack as="section" gap="md" aria-labelledby="watching-title">
      <SectionHeading id="watching-title" icon={<Eye size={18} aria-hidden />}>
        Watching
      </SectionHeading>
      <Muted>
        Titles you asked to hear about with Notify Me. We tell you when they reach your services.
      </Muted>
      {isLoading ? (
        <Skeleton height="56px" />
      ) : isError ? (
        <Muted>Your watched titles could not be loaded.</Muted>
      ) : titles && titles.length > 0 ? (
        <List>
          {titles.map((watched) => (
            <Item key={watched.id}>
              <TitleLink to={contentPath({ id: watched.tmdb_id, media_type: watched.media_type })}>
                {watched.title}
              </TitleLink>
              <Button
                variant="ghost"
                size="sm"
                icon={<X size={16} aria-hidden />}
                aria-label={`Stop watching ${watched.title}`}
                onClick={() => void remove(watched)}
              >
                Remove
              </Button>
            </Item>
          ))}
        </List>
      ) : (
        <Muted>
          Nothing yet. Press Notify Me on a title that is not on your services to follow it here.
        </Muted>
      )}
    </Stack>
  );
}
