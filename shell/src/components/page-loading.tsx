import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Spinner } from 'shared-ui';

/** Announced when the screen reader is idle (an attribute value, not words). */
const POLITE = 'polite';

const Centered = styled.div`
  display: grid;
  place-items: center;
  /* As tall as a page, so the footer does not jump when the page arrives (CLS). */
  min-height: 100vh;
`;

/** A remote page on its way. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <Centered role="status" aria-live={POLITE}>
      <Spinner
        label={intl.formatMessage({
          defaultMessage: 'Loading page',
          id: 'idl/Vj',
          description: 'Spinner label (read by screen readers) while a page loads',
        })}
      />
    </Centered>
  );
}
