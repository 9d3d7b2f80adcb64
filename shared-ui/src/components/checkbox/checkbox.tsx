import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { focusRing } from '../../theme/mixins';
import styled from 'styled-components';
import { theme } from '../../theme';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.md};
`;

const Box = styled.input`
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin: 1px 0 0;
  appearance: none;
  display: grid;
  place-content: center;
  border: 1.5px solid ${theme.colors.textSubtle};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  cursor: pointer;
  transition:
    background ${theme.motion.fast},
    border-color ${theme.motion.fast};

  &::after {
    content: '';
    width: 10px;
    height: 6px;
    border: solid ${theme.colors.onAccent};
    border-width: 0 0 2.5px 2.5px;
    transform: translateY(-1px) rotate(-45deg) scale(0);
    transition: transform ${theme.motion.fast};
  }

  &:checked {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accent};
  }

  &:checked::after {
    transform: translateY(-1px) rotate(-45deg) scale(1);
  }

  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Label = styled.label<{ $disabled: boolean }>`
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.medium};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
`;

const Description = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
}

export function Checkbox({ label, description, id, disabled, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  return (
    <Row>
      <Box
        type="checkbox"
        id={inputId}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        {...inputProps}
      />
      <Text>
        <Label htmlFor={inputId} $disabled={Boolean(disabled)}>
          {label}
        </Label>
        {description && <Description id={descriptionId}>{description}</Description>}
      </Text>
    </Row>
  );
}
