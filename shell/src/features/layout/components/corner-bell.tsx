import styled from 'styled-components';
import { NotificationsBell } from './notifications-bell';
import { theme } from 'shared-ui';

const Corner = styled.div`
  position: absolute;
  top: ${theme.space.md};
  right: ${theme.space.md};
  z-index: 5;
`;

/**
 * The bell for the phone home screen, which shows no header (spec): signed-in users still see their
 * unread alerts, in the top corner where the top bar has it elsewhere.
 */
export function CornerBell() {
  return (
    <Corner>
      <NotificationsBell size="sm" />
    </Corner>
  );
}
