import { Compass, Library, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
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

/** Phones: Discover, Library and Account; the last two ask visitors to sign in first. */
export function MobileBottomBar() {
  const signedIn = useAppSelector(selectDrawnAsMember);
  return (
    <Bar aria-label="Bottom">
      <BarItem to="/discover" label="Discover" icon={<Compass size={20} aria-hidden />} />
      <BarItem
        to={signedIn ? '/library' : withRedirect('/auth', '/library')}
        label="Library"
        icon={<Library size={20} aria-hidden />}
      />
      <BarItem
        to={signedIn ? '/account' : withRedirect('/auth', '/account')}
        label="Account"
        icon={<UserRound size={20} aria-hidden />}
      />
    </Bar>
  );
}
