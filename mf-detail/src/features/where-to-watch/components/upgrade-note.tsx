import { Crown } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useUpgrade } from 'shared-core';
import { Button, Stack, theme } from 'shared-ui';
import styled from 'styled-components';

const Note = styled(Stack)`
  padding: ${`${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${theme.colors.plusBorder};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.plusTint};
  color: ${theme.colors.text};
  p {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
  }
  svg {
    flex-shrink: 0;
    color: ${theme.colors.plus};
  }
`;

/** A free user's prompt to upgrade; `children` is the sentence. */
export function UpgradeNote({ children }: { children: string }) {
  const intl = useIntl();
  const upgrade = useUpgrade();
  return (
    <Note direction="row" wrap align="center" justify="space-between" gap="md">
      <p>
        <Crown size={18} aria-hidden />
        {children}
      </p>
      <Button size="sm" variant="plus" onClick={upgrade}>
        {intl.formatMessage({
          defaultMessage: 'Upgrade',
          id: '0hzBCr',
          description: 'Where to Watch: button that starts buying the paid plan (Plus)',
        })}
      </Button>
    </Note>
  );
}
