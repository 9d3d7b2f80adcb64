import { Compass, Library, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { selectDrawnAsMember, useAppSelector, withRedirect } from 'shared-core';
import { focusRing, theme } from 'shared-ui';

const Bar = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${theme.zIndices.sticky};
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  padding-bottom: env(safe-area-inset-bottom);
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
`;

const Item = styled(NavLink)`
  display: grid;
  justify-items: center;
  gap: 2px;
  padding: ${`${theme.space.sm} 0`};
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.xs};
  text-decoration: none;
  ${focusRing}

  &.active {
    color: ${theme.colors.accent};
  }
`;

/** Space the fixed bar takes, so page content never hides under it. */
export const BOTTOM_BAR_HEIGHT = '64px';

function BarItem({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <Item to={to} end>
      {icon}
      {label}
    </Item>
  );
}

const messages = defineMessages({
  bar: {
    defaultMessage: 'Bottom',
    id: 'WqoW9T',
    description: 'Phone bottom navigation bar: its name, read by screen readers',
  },
  discover: {
    defaultMessage: 'Discover',
    id: 'lDFBDQ',
    description: 'Phone bottom navigation bar: link to the Discover page (browse titles)',
  },
  library: {
    defaultMessage: 'Library',
    id: 'gaGlSU',
    description: "Phone bottom navigation bar: link to the user's library (watchlist and lists)",
  },
  account: {
    defaultMessage: 'Account',
    id: '1qUzK5',
    description: "Phone bottom navigation bar: link to the user's account",
  },
});

/** Phones: Discover, Library and Account; the last two ask visitors to sign in first. */
export function MobileBottomBar() {
  const intl = useIntl();
  const signedIn = useAppSelector(selectDrawnAsMember);
  return (
    <Bar aria-label={intl.formatMessage(messages.bar)}>
      <BarItem
        to="/discover"
        label={intl.formatMessage(messages.discover)}
        icon={<Compass size={20} aria-hidden />}
      />
      <BarItem
        to={signedIn ? '/library' : withRedirect('/auth', '/library')}
        label={intl.formatMessage(messages.library)}
        icon={<Library size={20} aria-hidden />}
      />
      <BarItem
        to={signedIn ? '/account' : withRedirect('/auth', '/account')}
        label={intl.formatMessage(messages.account)}
        icon={<UserRound size={20} aria-hidden />}
      />
    </Bar>
  );
}
