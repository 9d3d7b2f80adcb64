import { Link } from 'react-router';
import styled from 'styled-components';
import { selectCatalogIsSample, selectDrawnAsPlus, useAppSelector } from 'shared-core';
import { Logo, Stack, theme } from 'shared-ui';
import { TmdbMark } from '../../../components/tmdb-mark';
import { JUSTWATCH_CREDIT, TMDB_CREDIT, TMDB_NOTICE } from '../../../lib/data-credits';
import { LanguagePicker } from './language-picker';
import { SampleCredits } from './sample-credits';

const Bar = styled.footer`
  display: grid;
  gap: ${theme.space.lg};
  padding: ${`${theme.space.xxl} ${theme.space.xl}`};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};

  p {
    margin: 0;
  }
`;

const Links = styled(Stack)`
  a {
    color: ${theme.colors.textMuted};
  }
`;

const Credits = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  max-width: 48rem;
`;

/**
 * Credits follow what the catalog's answers say: TMDB (its logo and notice) and JustWatch for a TMDB
 * catalog; the real sources and a plain "sample data" offline, where no TMDB API is used; before any
 * answer, neither.
 */
export function Footer() {
  const premium = useAppSelector(selectDrawnAsPlus);
  const isSample = useAppSelector(selectCatalogIsSample);
  const year = new Date().getFullYear();
  return (
    <Bar>
      <Logo to={null} size="sm" variant={premium ? 'plus' : 'standard'} />
      <Credits>
        {isSample === false && (
          <>
            <p>
              <TmdbMark /> {TMDB_CREDIT} {TMDB_NOTICE}
            </p>
            <p>{JUSTWATCH_CREDIT}</p>
          </>
        )}
        <SampleCredits />
      </Credits>
      <Links as="nav" direction="row" wrap gap="lg" aria-label="Footer">
        <Link to="/about">About</Link>
        <Link to="/contact">Contact</Link>
        <Link to="/privacy">Privacy</Link>
        <Link to="/terms">Terms</Link>
      </Links>
      <LanguagePicker />
      <p>
        © {year} WatchWhere{premium && ' Plus'}
      </p>
    </Bar>
  );
}
