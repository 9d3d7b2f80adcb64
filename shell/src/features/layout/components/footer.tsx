import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { selectCatalogIsSample, selectDrawnAsPlus, useAppSelector } from 'shared-core';
import { Logo, Stack, theme } from 'shared-ui';
import { TmdbMark } from '../../../components/tmdb-mark';
import { DATA_CREDITS } from '../../../lib/data-credits';
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

const messages = defineMessages<{
  nav: NoMessageValues;
  about: NoMessageValues;
  contact: NoMessageValues;
  privacy: NoMessageValues;
  terms: NoMessageValues;
  copyright: { year: string; brand: string };
}>({
  nav: {
    defaultMessage: 'Footer',
    id: 'JRK1B3',
    description: "Footer: name of the footer's links (read by screen readers)",
  },
  about: {
    defaultMessage: 'About',
    id: 'B1XPTL',
    description: 'Footer link to the About page (what WatchWhere is, where its data comes from)',
  },
  contact: {
    defaultMessage: 'Contact',
    id: 'nfCpls',
    description: 'Footer link to the Contact page',
  },
  privacy: {
    defaultMessage: 'Privacy',
    id: 'D8BGj+',
    description: 'Footer link to the Privacy page (what the site keeps about you)',
  },
  terms: {
    defaultMessage: 'Terms',
    id: '67ClqY',
    description: 'Footer link to the Terms of Use page',
  },
  copyright: {
    defaultMessage: '© {year} {brand}',
    id: 'xujMC8',
    description:
      'Footer: copyright line; year is the current year, brand the product name (WatchWhere or WatchWhere Plus)',
  },
});

/**
 * Credits follow what the catalog's answers say: TMDB (its logo and notice) and JustWatch for a TMDB
 * catalog; the real sources and a plain "sample data" offline, where no TMDB API is used; before any
 * answer, neither.
 */
export function Footer() {
  const intl = useIntl();
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
              <TmdbMark /> <FormattedMessage {...DATA_CREDITS.tmdb} />
            </p>
            <p>
              <FormattedMessage {...DATA_CREDITS.justWatch} />
            </p>
          </>
        )}
        <SampleCredits />
      </Credits>
      <Links as="nav" direction="row" wrap gap="lg" aria-label={intl.formatMessage(messages.nav)}>
        <Link to="/about">
          <FormattedMessage {...messages.about} />
        </Link>
        <Link to="/contact">
          <FormattedMessage {...messages.contact} />
        </Link>
        <Link to="/privacy">
          <FormattedMessage {...messages.privacy} />
        </Link>
        <Link to="/terms">
          <FormattedMessage {...messages.terms} />
        </Link>
      </Links>
      <LanguagePicker />
      <p>
        <FormattedMessage
          {...messages.copyright}
          values={{ year: String(year), brand: premium ? 'WatchWhere Plus' : 'WatchWhere' }}
        />
      </p>
    </Bar>
  );
}
