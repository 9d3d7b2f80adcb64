import { Bell } from 'lucide-react';
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

/** What the badge shows: the count, or 99+ past that. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's bell for signed-in users: opens /notifications; its name and badge say how many
 * alerts are unread.
 */
export function NotificationsBell({ size = 'md' }: { size?: 'sm' | 'md' }) {
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
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      />
      {unread > 0 && (
        <Count aria-hidden data-testid="unread-badge">
          {badgeText(unread)}
        </Count>
      )}
    </Anchor>
  );
}
