import styled from 'styled-components';
import { Spinner } from 'shared-ui';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

export function PageLoading() {
  return (
    <Centered role="status" aria-live="polite">
      <Spinner label="Loading page" />
    </Centered>
  );
}
