import { Crown } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useUpgrade } from 'shared-core';
import { Button, Stack, theme } from 'shared-ui';
import styled from 'styled-components';

const Note = styled(Stack)`
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.plusBorder};
  border-radius: ${theme.radii.md};
`;

const Text = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

/** What a free member gets with Plus: the larger sets, their own prices, the cheapest choice. */
export function UpgradeNote({ largestSet }: { largestSet: number }) {
  const intl = useIntl();
  const upgrade = useUpgrade();
  return (
    <Note direction="row" wrap align="center" justify="space-between" gap="md">
      <Text>
        {intl.formatMessage(
          {
            defaultMessage:
              '{largest, plural, =1 {With Plus: your own prices and the cheapest choice.} other {With Plus: the best set for every number of services up to #, your own prices and the cheapest choice.}}',
            id: 'twhcXB',
            description:
              'Planner page: note for a free member; largest is the number of services it takes to cover every streamable title; Plus is the paid plan',
          },
          { largest: largestSet },
        )}
      </Text>
      <Button variant="plus" size="sm" icon={<Crown size={16} aria-hidden />} onClick={upgrade}>
        {intl.formatMessage({
          defaultMessage: 'Upgrade',
          id: 'PDkZnc',
          description: 'Planner page: button to upgrade to the paid Plus plan',
        })}
      </Button>
    </Note>
  );
}
