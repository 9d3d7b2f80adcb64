import { Compass, LogIn } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink, Logo, media } from 'shared-ui';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(12px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export function Header() {
  return (
    <Bar>
      <Logo />
      <Nav aria-label="Main">
        <ButtonLink to="/discover" variant="ghost" icon={<Compass size={16} aria-hidden />}>
          Discover
        </ButtonLink>
        <ButtonLink to="/auth" variant="secondary" icon={<LogIn size={16} aria-hidden />}>
          Login
        </ButtonLink>
      </Nav>
    </Bar>
  );
}
