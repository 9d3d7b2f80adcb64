import { countryInfo } from 'shared-core';
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

/** Flag and name from the country table (unknown codes: the code and a white flag). */
export function CountryLabel({ code }: { code: string }) {
  const country = countryInfo(code);
  return (
    <Label>
      <Flag aria-hidden>{country.flag}</Flag>
      {country.name}
    </Label>
  );
}
