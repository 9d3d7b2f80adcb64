import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { focusRing } from '../../theme/mixins';
import styled from 'styled-components';
import { theme } from '../../theme';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.lg};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Label = styled.label`
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.medium};
  cursor: pointer;
`;

const Description = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

/** A native checkbox with the switch role: Space toggles it, forms submit it. */
const Track = styled.input`
  flex-shrink: 0;
  position: relative;
  width: 44px;
  height: 24px;
  margin: 0;
  appearance: none;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.borderStrong};
  cursor: pointer;
  transition: background ${theme.motion.normal};

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${theme.colors.text};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.4);
    transition: transform ${theme.motion.normal} ${theme.motion.easing};
  }

  &:checked {
    background: ${theme.colors.accent};
  }

  &:checked::after {
    transform: translateX(20px);
    background: ${theme.colors.onAccent};
  }

  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: ReactNode;
  description?: ReactNode;
}

export function Switch({ label, description, id, ...inputProps }: SwitchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  return (
    <Row>
      <Text>
        <Label htmlFor={inputId}>{label}</Label>
        {description && <Description id={descriptionId}>{description}</Description>}
      </Text>
      <Track
        type="checkbox"
        role="switch"
        id={inputId}
        aria-describedby={description ? descriptionId : undefined}
        {...inputProps}
      />
    </Row>
  );
}
