import styled from 'styled-components';
import { theme } from 'shared-ui';

/** The column every auth form uses. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
`;

export const LinkButton = styled.button`
  align-self: flex-end;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.accent};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.semibold};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;
