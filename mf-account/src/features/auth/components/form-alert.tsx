import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'error' | 'success' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.dangerSurface : theme.colors.successSurface};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  & > svg {
    flex-shrink: 0;
    margin-top: 1px;
  }
`;

/** A form-level message: the server's error (announced at once) or a confirmation. */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'error' ? (
        <AlertCircle size={16} aria-hidden />
      ) : (
        <CheckCircle2 size={16} aria-hidden />
      )}
      <span>{children}</span>
    </Box>
  );
}
