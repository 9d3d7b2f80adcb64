import { countryInfo } from 'shared-core';
import styled from 'styled-components';

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
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
