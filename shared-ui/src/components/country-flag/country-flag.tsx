import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { countryName, flagEmoji } from './country-name';
import { theme } from '../../theme';

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-width: 0;
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.sm};
`;

const Flag = styled.span`
  font-size: 1.25em;
  line-height: 1;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code, e.g. "US" (case-insensitive). */
  code: string;
  /** Display name; defaults to the platform's name for the code in the page's language. */
  name?: string;
  /** Show only the flag (the name stays available to screen readers and as a tooltip). */
  hideName?: boolean;
}

/** Flag emoji and country name. An unknown code shows a white flag and the code itself. */
export function CountryFlag({ code, name, hideName = false }: CountryFlagProps) {
  const intl = useIntl();
  const normalizedCode = code.trim().toUpperCase();
  const resolvedName = name ?? countryName(intl, normalizedCode);
  const flag = flagEmoji(normalizedCode, resolvedName !== undefined);
  const label = resolvedName ?? normalizedCode;
  if (hideName) {
    return (
      <Root role="img" aria-label={label} title={label}>
        <Flag>{flag}</Flag>
      </Root>
    );
  }
  return (
    <Root>
      <Flag aria-hidden>{flag}</Flag>
      <Name>{label}</Name>
    </Root>
  );
}
