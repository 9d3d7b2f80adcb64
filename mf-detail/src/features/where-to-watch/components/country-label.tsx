import { useIntl } from 'react-intl';
import { countryInfo, countryName } from 'shared-core';
import styled from 'styled-components';
import { theme } from 'shared-ui';

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-width: 0;
  font-size: ${theme.typography.fontSize.sm};
`;

const Flag = styled.span`
  font-size: 1.2em;
  line-height: 1;
`;

/** Flag and name in the page's language (unknown codes: the code and a white flag). */
export function CountryLabel({ code }: { code: string }) {
  const intl = useIntl();
  const country = countryInfo(code);
  return (
    <Label>
      <Flag aria-hidden>{country.flag}</Flag>
      {countryName(intl, code)}
    </Label>
  );
}
