import styled from 'styled-components';
import { Spinner } from 'shared-ui';

const Centered = styled.div`
  display: grid;
  place-items: center;
  /* As tall as a page, so the footer does not jump when the page arrives (CLS). */
  min-height: 100vh;
`;

/** A remote page on its way. */
export function PageLoading() {
  return (
    <Centered role="status" aria-live="polite">
      <Spinner label="Loading page" />
    </Centered>
  );
}
