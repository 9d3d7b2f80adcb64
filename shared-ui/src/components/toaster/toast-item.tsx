import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { IconButton } from '../icon-button';
import type { Toast, ToastTone } from './toast';
import { useAutoDismiss } from './use-auto-dismiss';
import { theme } from '../../theme';

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
`;

const toneStyles = {
  info: css`
    --toast-ink: ${theme.colors.info};
    background: ${theme.colors.surfaceRaised};
  `,
  success: css`
    --toast-ink: ${theme.colors.success};
    background: ${theme.colors.surfaceRaised};
  `,
  destructive: css`
    --toast-ink: ${theme.colors.danger};
    background: ${theme.colors.dangerSurface};
  `,
};

const Card = styled.div<{ $tone: ToastTone }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${theme.space.md};
  padding: ${`${theme.space.md} ${theme.space.sm} ${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${theme.colors.border};
  border-left: 3px solid var(--toast-ink);
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  pointer-events: auto;
  animation: ${enter} ${theme.motion.normal} ${theme.motion.easing};
  ${({ $tone }) => toneStyles[$tone]}

  & > svg {
    margin-top: 2px;
    color: var(--toast-ink);
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.xs};
  padding-top: 1px;
  min-width: 0;
`;

const Title = styled.p`
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
  overflow-wrap: anywhere;
`;

const ActionButton = styled.button`
  margin-top: ${theme.space.xs};
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceHover};
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.semibold};
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: ${theme.colors.textSubtle};
  }
`;

const icons = { info: Info, success: CircleCheck, destructive: CircleAlert };

export interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: string) => void;
}

export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const intl = useIntl();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismiss = () => onDismiss(toast.id);
  useAutoDismiss(toast.duration, hovered || focused, dismiss);
  const Icon = icons[toast.tone];
  return (
    <Card
      $tone={toast.tone}
      role={toast.tone === 'destructive' ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <Icon size={20} aria-hidden />
      <Body>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
        {toast.action && (
          <ActionButton
            type="button"
            onClick={() => {
              toast.action?.onClick();
              dismiss();
            }}
          >
            {toast.action.label}
          </ActionButton>
        )}
      </Body>
      <IconButton
        size="sm"
        label={intl.formatMessage({
          defaultMessage: 'Dismiss notification',
          id: 'aCHW+U',
          description: 'Notification (toast): label of its close button',
        })}
        icon={<X size={16} />}
        onClick={dismiss}
      />
    </Card>
  );
}
