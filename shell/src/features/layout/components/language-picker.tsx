import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import {
  LOCALES,
  localizedPath,
  nativeLanguageName,
  selectLocale,
  useAppSelector,
  useLanguageSwitch,
  type Locale,
} from 'shared-core';
import { theme } from 'shared-ui';

const Languages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${`${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${theme.colors.textMuted};
  }

  a[aria-current='true'] {
    color: ${theme.colors.text};
    font-weight: ${theme.typography.fontWeight.semibold};
    text-decoration: none;
  }
`;

/**
 * The footer's languages: each a link to the page you are on in that language (it works without
 * scripts, and tells crawlers), switched in place when the app runs.
 */
export function LanguagePicker() {
  const intl = useIntl();
  const current = useAppSelector(selectLocale);
  const { pathname, search } = useLocation();
  const switchLanguage = useLanguageSwitch();
  const [switching, setSwitching] = useState<Locale | null>(null);
  return (
    <nav
      aria-label={intl.formatMessage({
        defaultMessage: 'Language',
        id: 'RdEbdV',
        description: 'Footer: name of the list of languages the site can be read in',
      })}
    >
      <Languages>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, pathname) + search}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              aria-busy={switching === locale || undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                if (locale === current || switching) return;
                setSwitching(locale);
                void switchLanguage(locale).finally(() => setSwitching(null));
              }}
            >
              {nativeLanguageName(locale)}
            </a>
          </li>
        ))}
      </Languages>
    </nav>
  );
}
