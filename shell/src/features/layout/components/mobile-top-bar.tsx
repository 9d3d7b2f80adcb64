import { Home, Menu, Search } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { selectIsPremium, useAppSelector } from 'shared-core';
import { ButtonLink, IconButton, Logo, Sheet } from 'shared-ui';
import { NavActionButton } from './nav-action-button';
import { useNavActions } from '../hooks/use-nav-actions';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(12px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const MenuList = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  a,
  button {
    justify-content: flex-start;
  }
`;

/** Phones (under 768 px): logo, home, search and the side menu holding the header's actions. */
export function MobileTopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const premium = useAppSelector(selectIsPremium);
  const actions = useNavActions(true);
  const close = () => setMenuOpen(false);
  return (
    <Bar>
      <Logo variant={premium ? 'plus' : 'standard'} size="sm" />
      <Tools>
        <ButtonLink
          to="/"
          variant="ghost"
          size="sm"
          icon={<Home size={18} aria-hidden />}
          aria-label="Home"
        />
        <ButtonLink
          to="/search"
          variant="ghost"
          size="sm"
          icon={<Search size={18} aria-hidden />}
          aria-label="Search"
        />
        <IconButton
          label="Open menu"
          icon={<Menu size={20} aria-hidden />}
          onClick={() => setMenuOpen(true)}
        />
      </Tools>
      <Sheet open={menuOpen} onClose={close} title="Menu" side="right">
        <MenuList aria-label="Menu">
          {actions.map((action) => (
            <NavActionButton key={action.key} action={action} fullWidth onDone={close} />
          ))}
        </MenuList>
      </Sheet>
    </Bar>
  );
}
