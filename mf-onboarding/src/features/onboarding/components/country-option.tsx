import type { OnboardingCountry } from 'shared-core';
import { CountryFlag, visuallyHidden } from 'shared-ui';
import styled from 'styled-components';

const Radio = styled.input`
  ${visuallyHidden}
`;

const Tile = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-align: center;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  input:checked + & {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.accent};
  }

  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
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
  const id = `country-${country.code}`;
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
          <CountryFlag code={country.code} name={country.name} hideName />
        </Flag>
        {country.name}
      </Tile>
    </>
  );
}
