import { Bell } from 'lucide-react';
import { useIntl } from 'react-intl';
import { selectDrawnAsMember, useAppSelector } from 'shared-core';
import { ButtonLink, theme } from 'shared-ui';
import styled from 'styled-components';
import { useUnreadNotificationCount } from '../../../lib/use-unread-notification-count';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Count = styled.span`
  position: absolute;
  top: -2px;
  right: -2px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-size: 11px;
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;

/**
 * The header's bell for signed-in users: opens /notifications; its name and badge say how many
 * alerts are unread.
 */
export function NotificationsBell({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const intl = useIntl();
  const signedIn = useAppSelector(selectDrawnAsMember);
  const unread = useUnreadNotificationCount() ?? 0;
  if (!signedIn) return null;
  return (
    <Anchor>
      <ButtonLink
        to="/notifications"
        variant="ghost"
        size={size}
        icon={<Bell size={18} aria-hidden />}
        aria-label={
          unread > 0
            ? intl.formatMessage(
                {
                  defaultMessage:
                    '{count, plural, one {Notifications, # unread} other {Notifications, # unread}}',
                  id: 'nRYuT1',
                  description:
                    'Header: name of the bell button opening the notifications, with how many are unread',
                },
                { count: unread },
              )
            : intl.formatMessage({
                defaultMessage: 'Notifications',
                id: 'JoSrtR',
                description: 'Header: name of the bell button opening the notifications',
              })
        }
      />
      {unread > 0 && (
        <Count aria-hidden data-testid="unread-badge">
          {unread > 99
            ? intl.formatMessage(
                {
                  defaultMessage: '{count}+',
                  id: '9nA+zk',
                  description:
                    'Header: badge on the notifications bell when more than 99 are unread (count is 99)',
                },
                { count: intl.formatNumber(99) },
              )
            : intl.formatNumber(unread)}
        </Count>
      )}
    </Anchor>
  );
}
