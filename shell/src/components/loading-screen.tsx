import { defineMessages, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Logo, Spinner, theme } from 'shared-ui';

/** Announced when the screen reader is idle (an attribute value, not words). */
const POLITE = 'polite';

const Screen = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${theme.space.lg};
  min-height: 70vh;
  color: ${theme.colors.textMuted};
`;

const messages = defineMessages({
  loading: {
    defaultMessage: 'Loading WatchWhere...',
    id: '7Ohni4',
    description: 'Full-screen loading state while the app decides which page to show',
  },
});

/** Shown while the app decides where a visitor belongs. */
export function LoadingScreen() {
  return (
    <Screen role="status" aria-live={POLITE}>
      <Logo to={null} size="lg" />
      <Spinner size={24} />
      <p>
        <FormattedMessage {...messages.loading} />
      </p>
    </Screen>
  );
}
