import styled from 'styled-components';

/** Label / value pairs in two columns (`<dt>` muted, `<dd>` bold): an order, a plan. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    overflow-wrap: anywhere;
  }
`;
