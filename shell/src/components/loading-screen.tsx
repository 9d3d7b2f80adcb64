import styled from 'styled-components';
import { Logo, Spinner, theme } from 'shared-ui';

const Screen = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${theme.space.lg};
  min-height: 70vh;
  color: ${theme.colors.textMuted};
`;

/** Shown while the app decides where a visitor belongs. */
export function LoadingScreen() {
  return (
    <Screen role="status" aria-live="polite">
      <Logo to={null} size="lg" />
      <Spinner size={24} />
      <p>Loading WatchWhere...</p>
    </Screen>
  );
}
