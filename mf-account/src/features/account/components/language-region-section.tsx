import { Globe, Languages } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { selectCountry, useAppSelector, useLanguageLinks, withRedirect } from 'shared-core';
import { LanguageLinks, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { SettingsRow } from './settings-row';

const Heading = styled.h3`
  font-size: ${theme.typography.fontSize.md};
  font-weight: ${theme.typography.fontWeight.bold};
`;

/**
 * Language & Region: the language the site speaks (each listed in its own name; a change loads
 * every app's words, keeps the choice and moves the page to that language's address) and the
 * country whose streaming offers are shown (the country picker, back here once saved).
 */
export function LanguageRegionSection() {
  const intl = useIntl();
  const navigate = useNavigate();
  const headingId = useId();
  const country = useAppSelector(selectCountry);
  const languageLabel = intl.formatMessage({
    defaultMessage: 'Language',
    id: '0roKuS',
    description: 'Account > Settings > Language & Region: label of the language menu',
  });
  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Heading id={headingId}>
        {intl.formatMessage({
          defaultMessage: 'Language & Region',
          id: 'LkBBeT',
          description:
            'Account > Settings: heading of the section where the language of the site and the country are chosen',
        })}
      </Heading>
      <SettingsRow icon={<Languages size={18} />} label={languageLabel}>
        <LanguageLinks label={languageLabel} {...useLanguageLinks()} />
      </SettingsRow>
      <SettingsRow
        icon={<Globe size={18} />}
        label={intl.formatMessage({
          defaultMessage: 'Country',
          id: '+qtCuO',
          description:
            'Account > Settings > Language & Region: row that opens the country picker (the country whose streaming offers are shown)',
        })}
        detail={intl.formatDisplayName(country, { type: 'region' }) ?? country}
        onClick={() => navigate(withRedirect('/onboarding/location', '/account?tab=settings'))}
      />
    </Stack>
  );
}
