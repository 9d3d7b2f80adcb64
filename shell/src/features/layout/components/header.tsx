import styled from 'styled-components';
import { Logo } from 'shared-ui';
import { selectIsPremium, useAppSelector } from 'shared-core';
import { HeaderSearch } from './header-search';
import { NavActionButton } from './nav-action-button';
import { useNavActions } from '../hooks/use-nav-actions';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: grid;
  grid-template-columns: auto minmax(0, 28rem) auto;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(12px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Desktop and tablet header (768 px and wider). */
export function Header() {
  const premium = useAppSelector(selectIsPremium);
  const actions = useNavActions(false);
  return (
    <Bar>
      <Logo variant={premium ? 'plus' : 'standard'} />
      <div role="search">
        <HeaderSearch />
      </div>
      <Nav aria-label="Main">
        {actions.map((action) => (
          <NavActionButton key={action.key} action={action} />
        ))}
      </Nav>
    </Bar>
  );
}
