import { useIntl } from 'react-intl';
import { countryName, type OnboardingCountry } from 'shared-core';
import { CountryFlag, visuallyHidden, theme } from 'shared-ui';
import styled from 'styled-components';
import { choiceTile, chosenTile } from './choice-tile';

const Radio = styled.input`
  ${visuallyHidden}
`;

const Tile = styled.label`
  ${choiceTile}
  gap: ${theme.space.sm};
  padding: ${`${theme.space.xl} ${theme.space.md}`};
  transition:
    border-color ${theme.motion.fast},
    background ${theme.motion.fast};

  input:checked + & {
    ${chosenTile}
  }

  input:focus-visible + & {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Flag = styled.span`
  font-size: 1.8rem;
  line-height: 1;
`;

export interface CountryOptionProps {
  country: OnboardingCountry;
  checked: boolean;
  onSelect: (code: string) => void;
}

/** A native radio (arrow keys move between countries) drawn as a tile with the country's flag. */
export function CountryOption({ country, checked, onSelect }: CountryOptionProps) {
  const intl = useIntl();
  const id = `country-${country.code}`;
  const name = countryName(intl, country.code);
  return (
    <>
      <Radio
        type="radio"
        id={id}
        name="country"
        value={country.code}
        checked={checked}
        onChange={() => onSelect(country.code)}
      />
      <Tile htmlFor={id}>
        <Flag aria-hidden>
          <CountryFlag code={country.code} name={name} hideName />
        </Flag>
        {name}
      </Tile>
    </>
  );
}
