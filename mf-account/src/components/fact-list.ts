import styled from 'styled-components';
import { theme } from 'shared-ui';

/** Label / value pairs in two columns (`<dt>` muted, `<dd>` bold): an order, a plan. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${`${theme.space.sm} ${theme.space.xl}`};
  margin: 0;

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${theme.typography.fontWeight.semibold};
    overflow-wrap: anywhere;
  }
`;
