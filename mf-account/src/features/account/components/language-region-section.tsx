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

const LanguageRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${`${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceHover};
  color: ${theme.colors.accent};
`;

const Label = styled.span`
  font-weight: ${theme.typography.fontWeight.semibold};
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
      <LanguageRow>
        <Icon aria-hidden>
          <Languages size={18} />
        </Icon>
        <Stack gap="xs">
          <Label aria-hidden>{languageLabel}</Label>
          <LanguageLinks label={languageLabel} {...useLanguageLinks()} />
        </Stack>
      </LanguageRow>
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
