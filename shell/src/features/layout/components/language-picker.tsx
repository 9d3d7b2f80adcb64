import { useIntl } from 'react-intl';
import { useLanguageLinks } from 'shared-core';
import { LanguageLinks } from 'shared-ui';

/** The footer's languages: the page you are on, in each of them. */
export function LanguagePicker() {
  const intl = useIntl();
  return (
    <LanguageLinks
      label={intl.formatMessage({
        defaultMessage: 'Language',
        id: 'RdEbdV',
        description: 'Footer: name of the list of languages the site can be read in',
      })}
      {...useLanguageLinks()}
    />
  );
}
