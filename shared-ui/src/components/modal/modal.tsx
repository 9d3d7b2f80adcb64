import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactElement, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { useLatest } from '../../hooks/use-latest';
import { IconButton } from '../icon-button';
import { theme } from '../../theme';

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.overlay};
  background: ${theme.colors.overlay};
  backdrop-filter: blur(4px);
  animation: ${fadeIn} ${theme.motion.normal} ease-out;
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.lg};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding-top: ${theme.space.xs};
`;

const Title = styled.h2`
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.xl};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.tight};
`;

const Description = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

export interface PanelProps {
  ref: Ref<HTMLDivElement>;
  role: 'dialog';
  'aria-modal': true;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  tabIndex: -1;
  children: ReactNode;
}

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom (Dialog) or end (Sheet). */
  footer?: ReactNode;
}

/**
 * The behaviour Dialog and Sheet share: portal, backdrop, focus trap, Escape,
 * scroll lock and labelling. `renderPanel` draws the box around the content.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  renderPanel,
}: ModalProps & { renderPanel: (props: PanelProps) => ReactElement }) {
  const intl = useIntl();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const latestOnClose = useLatest(onClose);
  useFocusTrap(panelRef, open);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestOnClose.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, latestOnClose]);

  if (!open) return null;
  return createPortal(
    <>
      <Overlay aria-hidden onClick={onClose} />
      {renderPanel({
        ref: panelRef,
        role: 'dialog',
        'aria-modal': true,
        'aria-labelledby': titleId,
        'aria-describedby': description ? descriptionId : undefined,
        tabIndex: -1,
        children: (
          <>
            <Header>
              <Titles>
                <Title id={titleId}>{title}</Title>
                {description && <Description id={descriptionId}>{description}</Description>}
              </Titles>
              <IconButton
                label={intl.formatMessage({
                  defaultMessage: 'Close',
                  id: 'Av7+uD',
                  description: 'Dialog and side sheet: label of the button that closes them',
                })}
                icon={<X size={20} />}
                onClick={onClose}
              />
            </Header>
            {children}
            {footer}
          </>
        ),
      })}
    </>,
    document.body,
  );
}
