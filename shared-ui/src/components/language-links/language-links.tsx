import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme';

/** One language a page can be read in: its code, its name in itself, the page's URL in it. */
export interface LanguageLink {
  locale: string;
  name: string;
  href: string;
}

export interface LanguageLinksProps {
  /** Names the list for screen readers ("Language", in the page's language). */
  label: string;
  languages: LanguageLink[];
  /** The page's language, marked as the current one. */
  current: string;
  /** The language being switched to, marked busy. */
  busy?: string | null;
  /** Called on a plain click (the link is followed without scripts, or with a modifier key). */
  onChoose?: (locale: string) => void;
}

const List = styled.ul`
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

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The languages of a page, each a link to the same page in it: it works without scripts and tells
 * crawlers, and it switches only when followed (a menu would switch on every arrow key).
 */
export function LanguageLinks({ label, languages, current, busy, onChoose }: LanguageLinksProps) {
  return (
    <nav aria-label={label}>
      <List>
        {languages.map(({ locale, name, href }) => (
          <li key={locale}>
            <a
              href={href}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              aria-busy={busy === locale || undefined}
              onClick={(event) => {
                if (!onChoose || !plainClick(event)) return;
                event.preventDefault();
                onChoose(locale);
              }}
            >
              {name}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
