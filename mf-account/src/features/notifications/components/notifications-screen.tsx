import { Bell, Lock } from 'lucide-react';
import { selectSessionStatus, selectUser, useAppSelector, withRedirect } from 'shared-core';
import { ButtonLink, EmptyState, PageTitle, Skeleton } from 'shared-ui';
import { NarrowPage } from '../../../components/narrow-page';
import { AlertList } from './alert-list';
import { WatchingList } from './watching-list';

/** /notifications: the signed-in user's alerts and the titles they watch with Notify Me. */
export function NotificationsScreen() {
  const session = useAppSelector(selectSessionStatus);
  const userId = useAppSelector(selectUser)?.id;
  return (
    <NarrowPage as="section" gap="xxl" aria-labelledby="notifications-title">
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
    </NarrowPage>
  );
}
