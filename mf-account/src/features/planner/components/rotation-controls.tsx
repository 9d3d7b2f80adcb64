import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Stack, TextField, theme } from 'shared-ui';
import styled from 'styled-components';

const Select = styled.select`
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
`;

const Label = styled.label`
  display: grid;
  gap: ${theme.space.xs};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.medium};
`;

export const MONTH_CHOICES = Array.from({ length: 12 }, (_, index) => index + 1);
export const MAX_HOURS = 300;

export interface RotationControlsProps {
  months: number;
  /** The hours field's text as typed (read with `hoursOf`). */
  hoursText: string;
  onMonthsChange: (months: number) => void;
  onHoursTextChange: (text: string) => void;
}

/** The hours a field's text says, or null when it is not a number from 1 to MAX_HOURS. */
export function hoursOf(text: string): number | null {
  const value = text.trim() === '' ? NaN : Number(text);
  return value >= 1 && value <= MAX_HOURS ? value : null;
}

/** How many months to plan, and how many hours a month the member watches. */
export function RotationControls({
  months,
  hoursText,
  onMonthsChange,
  onHoursTextChange,
}: RotationControlsProps) {
  const intl = useIntl();
  const selectId = useId();
  const hoursValid = hoursOf(hoursText) !== null;
  return (
    <Stack direction="row" wrap gap="lg" align="end">
      <Label htmlFor={selectId}>
        {intl.formatMessage({
          defaultMessage: 'Plan for',
          id: 'dShuEZ',
          description: 'Planner page > Rotation: label of the number of months to plan',
        })}
        <Select
          id={selectId}
          value={months}
          onChange={(event) => onMonthsChange(Number(event.target.value))}
        >
          {MONTH_CHOICES.map((count) => (
            <option key={count} value={count}>
              {intl.formatMessage(
                {
                  defaultMessage: '{count, plural, one {# month} other {# months}}',
                  id: '3aLrci',
                  description: 'Planner page > Rotation: one choice of the number of months',
                },
                { count },
              )}
            </option>
          ))}
        </Select>
      </Label>
      <TextField
        label={intl.formatMessage({
          defaultMessage: 'Hours you watch a month',
          id: 'RHTZmi',
          description: 'Planner page > Rotation: label of the hours a month the member watches',
        })}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_HOURS}
        step="any"
        value={hoursText}
        error={
          hoursValid
            ? undefined
            : intl.formatMessage(
                {
                  defaultMessage: 'Enter the hours you watch a month, from 1 to {max}.',
                  id: 'Vdv0bL',
                  description:
                    'Planner page > Rotation: error under the hours field when it is empty, 0, negative or too many',
                },
                { max: MAX_HOURS },
              )
        }
        onChange={(event) => onHoursTextChange(event.target.value)}
      />
    </Stack>
  );
}
