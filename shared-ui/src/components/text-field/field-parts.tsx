import styled from 'styled-components';
import { theme } from '../../theme';

/** Label, control and messages stacked; shared by TextField, PasswordField and SearchInput. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.medium};
`;

/** The visible box; the input inside it is borderless so icons and buttons can sit next to it. */
export const InputBox = styled.div<{ $invalid: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  height: 44px;
  padding: 0 ${theme.space.md};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};
  transition:
    border-color ${theme.motion.fast},
    box-shadow ${theme.motion.fast};

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textSubtle)};
  }

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.accent)};
    box-shadow: 0 0 0 3px
      ${({ $invalid }) => ($invalid ? 'rgba(255, 107, 112, 0.25)' : 'rgba(255, 178, 36, 0.22)')};
  }
`;

export const BareInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.md};

  &::placeholder {
    color: ${theme.colors.textSubtle};
  }

  /* The kit draws its own clear button. */
  &::-webkit-search-cancel-button {
    appearance: none;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const FieldHint = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

export const FieldError = styled.p`
  color: ${theme.colors.danger};
  font-size: ${theme.typography.fontSize.sm};
`;
