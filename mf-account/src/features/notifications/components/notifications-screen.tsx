import { Bell, Lock } from 'lucide-react';
import { selectSessionStatus, selectUser, useAppSelector, withRedirect } from 'shared-core';
import { ButtonLink, EmptyState, media, PageTitle, Skeleton, Stack } from 'shared-ui';
import styled from 'styled-components';
import { AlertList } from './alert-list';
import { WatchingList } from './watching-list';

const Root = styled(Stack)`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl} 72px`};

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
  }
`;

/** /notifications: the signed-in user's alerts and the titles they watch with Notify Me. */
export function NotificationsScreen() {
  const session = useAppSelector(selectSessionStatus);
  const userId = useAppSelector(selectUser)?.id;
  return (
    <Root as="section" gap="xxl" aria-labelledby="notifications-title">
      <PageTitle id="notifications-title" icon={<Bell size={28} aria-hidden />}>
        Notifications
      </PageTitle>
      {session === 'signedIn' && userId ? (
        <>
          <AlertList userId={userId} />
          <WatchingList userId={userId} />
        </>
      ) : session === 'signedOut' ? (
        <EmptyState
          icon={<Lock size={28} />}
          title="Sign in to see your alerts"
          description="We tell you when titles you follow arrive on your services."
          action={<ButtonLink to={withRedirect('/auth', '/notifications')}>Sign In</ButtonLink>}
        />
      ) : (
        <Skeleton height="96px" />
      )}
    </Root>
  );
}
