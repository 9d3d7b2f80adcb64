import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLanguageLinks } from 'shared-core';
import { LanguageLinks, theme } from 'shared-ui';
import { isUnreviewedLocale } from '../../../lib/unreviewed-locales';

const UnreviewedNote = styled.p`
  margin: ${`${theme.space.sm} 0 0`};
`;

/**
 * The footer's languages: the page you are on, in each of them, and a note while no fluent
 * speaker has read the page's language.
 */
export function LanguagePicker() {
  const intl = useIntl();
  return (
    <div>
      <LanguageLinks
        label={intl.formatMessage({
          defaultMessage: 'Language',
          id: 'RdEbdV',
          description: 'Footer: name of the list of languages the site can be read in',
        })}
        {...useLanguageLinks()}
      />
      {isUnreviewedLocale(intl.locale) && (
        <UnreviewedNote>
          {intl.formatMessage({
            defaultMessage: 'This translation has not been reviewed by a fluent speaker yet.',
            id: 'BtHwYp',
            description:
              'Footer, under the languages, on a page in a language no fluent speaker has read yet (the words were translated and checked by software)',
          })}
        </UnreviewedNote>
      )}
    </div>
  );
}
