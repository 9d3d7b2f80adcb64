import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  calendarFeedUrlsFor,
  selectUser,
  toastShown,
  useAppDispatch,
  useAppSelector,
  withRedirect,
} from 'shared-core';
import {
  Button,
  ButtonLink,
  Dialog,
  DialogActions,
  IconButton,
  Skeleton,
  Stack,
  TextField,
} from 'shared-ui';
import { useGetCalendarFeedTokenQuery } from '../api/get-calendar-feed-token';
import { useRenewCalendarFeedTokenMutation } from '../api/renew-calendar-feed-token';
import { Muted } from './panel-layout';

/** The member's private calendar feed: its address to copy, a Subscribe link, a new address. */
function MemberCalendarFeed({ userId }: { userId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const token = useGetCalendarFeedTokenQuery(userId);
  const [renew, renewal] = useRenewCalendarFeedTokenMutation();
  const [confirming, setConfirming] = useState(false);
  if (token.isLoading) return <Skeleton height="44px" />;
  if (!token.data) {
    return (
      <Muted role="alert">
        {intl.formatMessage({
          defaultMessage: 'Your calendar feed couldn’t be loaded. Reload the page to try again.',
          id: '6tVFXx',
          description:
            'Account > Notifications > Calendar feed: error when the address did not load',
        })}
      </Muted>
    );
  }
  const { url, webcal } = calendarFeedUrlsFor(token.data);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    dispatch(
      toastShown({
        title: intl.formatMessage({
          defaultMessage: 'Calendar feed link copied',
          id: 'pwW3aU',
          description: 'Account > Notifications > Calendar feed: toast once the address is copied',
        }),
      }),
    );
  };
  const makeNewLink = async () => {
    await renew(userId);
    setConfirming(false);
  };
  return (
    <Stack gap="sm">
      <TextField
        label={intl.formatMessage({
          defaultMessage: 'Calendar feed',
          id: 'DtLGhv',
          description:
            'Account > Notifications: label of the read-only field holding the private calendar feed address',
        })}
        value={url}
        readOnly
        onFocus={(event) => event.target.select()}
        trailing={
          <IconButton
            label={intl.formatMessage({
              defaultMessage: 'Copy',
              id: '1LzfRA',
              description: 'Account > Notifications > Calendar feed: button copying the address',
            })}
            icon={<Copy size={16} aria-hidden />}
            onClick={() => void copy()}
          />
        }
      />
      <Stack direction="row" wrap gap="sm">
        <ButtonLink
          to={webcal}
          reloadDocument
          size="sm"
          icon={<CalendarPlus size={16} aria-hidden />}
        >
          {intl.formatMessage({
            defaultMessage: 'Subscribe',
            id: 'o7uVjp',
            description:
              'Account > Notifications > Calendar feed: link opening the calendar app to subscribe to the feed',
          })}
        </ButtonLink>
        <Button
          variant="secondary"
          size="sm"
          icon={<RefreshCw size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {intl.formatMessage({
            defaultMessage: 'Make a new link',
            id: '2eV+eq',
            description:
              'Account > Notifications > Calendar feed: button replacing the address with a new one',
          })}
        </Button>
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={intl.formatMessage({
          defaultMessage: 'Make a new calendar link?',
          id: 'bqtQM1',
          description:
            'Account > Notifications > Calendar feed: title of the dialog confirming a new address',
        })}
        description={intl.formatMessage({
          defaultMessage:
            'The current link stops working at once: calendars subscribed to it stop updating until you subscribe with the new one.',
          id: 'HC1joU',
          description:
            'Account > Notifications > Calendar feed: text of the dialog confirming a new address',
        })}
        footer={
          <DialogActions>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {intl.formatMessage({
                defaultMessage: 'Cancel',
                id: 'HLjPh1',
                description:
                  'Account > Notifications > Calendar feed: button closing the dialog, keeping the link',
              })}
            </Button>
            <Button loading={renewal.isLoading} onClick={() => void makeNewLink()}>
              {intl.formatMessage({
                defaultMessage: 'Make a new link',
                id: 'I/CcdZ',
                description:
                  'Account > Notifications > Calendar feed: button in the dialog replacing the address',
              })}
            </Button>
          </DialogActions>
        }
      />
    </Stack>
  );
}

/** "Calendar feed": arrivals, departures and plan reminders in the member's calendar app. */
export function CalendarFeedField() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  return (
    <Stack gap="sm">
      <Muted>
        {intl.formatMessage({
          defaultMessage:
            'Your calendar app can show when your watchlist titles arrive on or leave your services in the next 90 days, and the reminders of your saved plan. Anyone with the link can see them: keep it to yourself.',
          id: 'Vz+HP/',
          description: 'Account > Notifications > Calendar feed: what the feed holds',
        })}
      </Muted>
      {user ? (
        <MemberCalendarFeed userId={user.id} />
      ) : (
        <Stack direction="row" wrap align="center" gap="sm">
          <Muted>
            {intl.formatMessage({
              defaultMessage: 'Sign in to get your calendar feed.',
              id: 'RTOdju',
              description: 'Account > Notifications > Calendar feed: note for a visitor',
            })}
          </Muted>
          <ButtonLink to={withRedirect('/auth', '/account')} size="sm">
            {intl.formatMessage({
              defaultMessage: 'Sign In',
              id: 'u20h6E',
              description: 'Account > Notifications > Calendar feed: sign-in link for a visitor',
            })}
          </ButtonLink>
        </Stack>
      )}
    </Stack>
  );
}
