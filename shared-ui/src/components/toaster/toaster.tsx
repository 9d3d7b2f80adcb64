import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '../../theme/media';
import type { Toast } from './toast';
import { ToastItem } from './toast-item';
import { theme } from '../../theme';

const Region = styled.section`
  position: fixed;
  right: ${theme.space.xl};
  bottom: ${theme.space.xl};
  z-index: ${theme.zIndices.toast};
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;

  ${media.mobile} {
    right: ${theme.space.lg};
    left: ${theme.space.lg};
    bottom: calc(${theme.space.lg} + 64px);
    width: auto;
  }
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

export interface ToasterProps {
  /** Shown in this order, all of them: the toast model decides how many and for how long. */
  toasts: readonly Toast[];
  /** Called when a toast expires, its close button is pressed or its action runs. */
  onDismiss: (id: string) => void;
}

/** Presentational toast viewport; mount it once, in the shell. */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const intl = useIntl();
  return (
    <Region
      aria-label={intl.formatMessage({
        defaultMessage: 'Notifications',
        id: 'oUWzVt',
        description:
          'Screen reader name of the area in the page corner where notifications (toasts) appear',
      })}
    >
      <List>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </List>
    </Region>
  );
}
