import { Bell, Lock } from 'lucide-react';
import { useIntl } from 'react-intl';
import { selectSessionStatus, selectUser, useAppSelector, withRedirect } from 'shared-core';
import { ButtonLink, EmptyState, PageTitle, Skeleton } from 'shared-ui';
import { NarrowPage } from '../../../components/narrow-page';
import { AlertList } from './alert-list';
import { WatchingList } from './watching-list';

const HEADING_ID = 'notifications-title';

/** /notifications: the signed-in user's alerts and the titles they watch with Notify Me. */
export function NotificationsScreen() {
  const intl = useIntl();
  const session = useAppSelector(selectSessionStatus);
  const userId = useAppSelector(selectUser)?.id;
  return (
    <NarrowPage as="section" gap="xxl" aria-labelledby={HEADING_ID}>
      <PageTitle id={HEADING_ID} icon={<Bell size={28} aria-hidden />}>
        {intl.formatMessage({
          defaultMessage: 'Notifications',
          id: 'ta2ibN',
          description: 'Notifications page: page heading',
        })}
      </PageTitle>
      {session === 'signedIn' && userId ? (
        <>
          <AlertList userId={userId} />
          <WatchingList userId={userId} />
        </>
      ) : session === 'signedOut' ? (
        <EmptyState
          icon={<Lock size={28} />}
          title={intl.formatMessage({
            defaultMessage: 'Sign in to see your alerts',
            id: 'URiex7',
            description: 'Notifications page: title shown to a visitor who is not signed in',
          })}
          description={intl.formatMessage({
            defaultMessage: 'We tell you when titles you follow arrive on your services.',
            id: 'RdRvpL',
            description: 'Notifications page: text shown to a visitor who is not signed in',
          })}
          action={
            <ButtonLink to={withRedirect('/auth', '/notifications')}>
              {intl.formatMessage({
                defaultMessage: 'Sign In',
                id: 'KNP1Uk',
                description: 'Notifications page: button shown to a visitor who is not signed in',
              })}
            </ButtonLink>
          }
        />
      ) : (
        <Skeleton height="96px" />
      )}
    </NarrowPage>
  );
}
