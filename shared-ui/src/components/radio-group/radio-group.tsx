import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';
import { theme } from '../../theme';

export interface RadioOption<Value extends string> {
  value: Value;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

export type RadioGroupAppearance = 'segmented' | 'list';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend<{ $hidden: boolean }>`
  margin-bottom: ${theme.space.sm};
  padding: 0;
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.medium};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

const Options = styled.div<{ $appearance: RadioGroupAppearance }>`
  ${({ $appearance, theme }) =>
    $appearance === 'segmented'
      ? css`
          display: inline-flex;
          padding: 4px;
          gap: 4px;
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
        `
      : css`
          display: flex;
          flex-direction: column;
          gap: ${theme.space.sm};
        `}
`;

/** The native radio stays in the DOM (arrow keys, forms, screen readers) but is drawn by its label. */
const HiddenRadio = styled.input`
  ${visuallyHidden}
`;

const segmentedOption = css`
  justify-content: center;
  height: 36px;
  padding: 0 ${theme.space.lg};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.textMuted};

  input:checked + & {
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.4);
  }
`;

const listOption = css`
  padding: ${`${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};

  input:checked + & {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.surfaceRaised};
    box-shadow: inset 0 0 0 1px ${theme.colors.accent};
  }
`;

const OptionLabel = styled.label<{ $appearance: RadioGroupAppearance }>`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.semibold};
  cursor: pointer;
  transition:
    background ${theme.motion.fast},
    color ${theme.motion.fast};
  ${({ $appearance }) => ($appearance === 'segmented' ? segmentedOption : listOption)}

  input:not(:checked) + &:hover {
    color: ${theme.colors.text};
    background: ${theme.colors.surfaceHover};
  }

  input:focus-visible + & {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  input:disabled + & {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

export interface RadioGroupProps<Value extends string> {
  label: string;
  /** Keep the label for screen readers only (e.g. a Movie / TV toggle in a toolbar). */
  hideLabel?: boolean;
  options: ReadonlyArray<RadioOption<Value>>;
  value: Value | null;
  onChange: (value: Value) => void;
  /** "segmented" for a compact toggle, "list" for stacked choices. */
  appearance?: RadioGroupAppearance;
  name?: string;
}

export function RadioGroup<Value extends string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  appearance = 'segmented',
  name,
}: RadioGroupProps<Value>) {
  const generatedName = useId();
  const groupName = name ?? generatedName;
  return (
    <Fieldset>
      <Legend $hidden={hideLabel}>{label}</Legend>
      <Options $appearance={appearance}>
        {options.map((option) => {
          const id = `${groupName}-${option.value}`;
          return (
            <span key={option.value}>
              <HiddenRadio
                type="radio"
                id={id}
                name={groupName}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
              />
              <OptionLabel htmlFor={id} $appearance={appearance}>
                {option.icon}
                {option.label}
              </OptionLabel>
            </span>
          );
        })}
      </Options>
    </Fieldset>
  );
}
