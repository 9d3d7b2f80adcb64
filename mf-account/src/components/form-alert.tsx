import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { focusRing, theme } from 'shared-ui';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'error' | 'success' }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.dangerSurface : theme.colors.successSurface};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  font-size: ${theme.typography.fontSize.sm};
  ${focusRing}

  & > svg {
    flex-shrink: 0;
    margin-top: 1px;
  }
`;

/**
 * A form-level message: the server's error (announced at once) or a confirmation. Give it a ref
 * and `focusable` to move focus to it (a failure whose retry follows).
 */
export function FormAlert({
  tone = 'error',
  focusable = false,
  ref,
  children,
}: {
  tone?: 'error' | 'success';
  focusable?: boolean;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <Box
      ref={ref}
      tabIndex={focusable ? -1 : undefined}
      $tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {tone === 'error' ? (
        <AlertCircle size={16} aria-hidden />
      ) : (
        <CheckCircle2 size={16} aria-hidden />
      )}
      <span>{children}</span>
    </Box>
  );
}
