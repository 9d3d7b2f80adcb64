import { Eye, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  contentPath,
  failureReason,
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

const HEADING_ID = 'watching-title';

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
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { data: titles, isLoading, isError } = useGetNotifyRequestsQuery(userId);
  const [removeNotifyRequest] = useRemoveNotifyRequestMutation();

  const remove = async (watched: WatchedTitle) => {
    const result = await removeNotifyRequest({
      userId,
      title: { id: watched.tmdb_id, media_type: watched.media_type },
    });
    const message = failureReason(result);
    dispatch(
      toastShown(
        message
          ? toastMessages.notifyFailed(message)
          : toastMessages.notifyCancelled(watched.title),
      ),
    );
  };

  return (
    <Stack as="section" gap="md" aria-labelledby={HEADING_ID}>
      <SectionHeading id={HEADING_ID} icon={<Eye size={18} aria-hidden />}>
        {intl.formatMessage({
          defaultMessage: 'Watching',
          id: 'xAhBLk',
          description:
            'Notifications page > Watching: heading of the list of titles followed with Notify Me',
        })}
      </SectionHeading>
      <Muted>
        {intl.formatMessage({
          defaultMessage:
            'Titles you asked to hear about with Notify Me. We tell you when they reach your services.',
          id: 'OtWz0P',
          description:
            'Notifications page > Watching: text under the heading; "Notify Me" is the name of a button on title pages',
        })}
      </Muted>
      {isLoading ? (
        <Skeleton height="56px" />
      ) : isError ? (
        <Muted>
          {intl.formatMessage({
            defaultMessage: 'Your watched titles could not be loaded.',
            id: 'ifjXNg',
            description: 'Notifications page > Watching: error when the list did not load',
          })}
        </Muted>
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
                aria-label={intl.formatMessage(
                  {
                    defaultMessage: 'Stop watching {title}',
                    id: 'c4Ark3',
                    description:
                      'Notifications page > Watching: accessible name of the Remove button; title is a film or series name',
                  },
                  { title: watched.title },
                )}
                onClick={() => void remove(watched)}
              >
                {intl.formatMessage({
                  defaultMessage: 'Remove',
                  id: 'KzKO4s',
                  description: 'Notifications page > Watching: button that stops following a title',
                })}
              </Button>
            </Item>
          ))}
        </List>
      ) : (
        <Muted>
          {intl.formatMessage({
            defaultMessage:
              'Nothing yet. Press Notify Me on a title that is not on your services to follow it here.',
            id: '26ZzDF',
            description:
              'Notifications page > Watching: empty state; "Notify Me" is the name of a button on title pages',
          })}
        </Muted>
      )}
    </Stack>
  );
}
