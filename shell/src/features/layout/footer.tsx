import { Link } from 'react-router';
import styled from 'styled-components';
import { Logo } from 'shared-ui';

const Bar = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};

  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Credits = styled.p`
  margin: 0;
  max-width: 48rem;
`;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Bar>
      <Logo to={null} size="sm" />
      <Credits>
        Movie, TV and watch-provider data from TMDB. This product uses the TMDB API but is not
        endorsed or certified by TMDB. Streaming availability by JustWatch.
      </Credits>
      <Links aria-label="Footer">
        <Link to="/about">About</Link>
        <Link to="/contact">Contact</Link>
        <Link to="/privacy">Privacy</Link>
        <Link to="/terms">Terms</Link>
      </Links>
      <p>© {year} WatchWhere</p>
    </Bar>
  );
}
