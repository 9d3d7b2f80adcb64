import styled, { keyframes } from 'styled-components';
import { media } from '../../theme/media';
import { Modal, type ModalProps } from '../modal/modal';
import { theme } from '../../theme';

const rise = keyframes`
  from { opacity: 0; transform: translate(-50%, calc(-50% + 12px)) scale(0.98); }
`;

const DialogPanel = styled.div`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${theme.zIndices.dialog};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  width: min(480px, calc(100vw - 32px));
  max-height: calc(100vh - 48px);
  overflow-y: auto;
  padding: ${theme.space.xl};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadows.raised};
  transform: translate(-50%, -50%);
  animation: ${rise} ${theme.motion.normal} ${theme.motion.easing};

  &:focus {
    outline: none;
  }

  ${media.mobile} {
    padding: ${theme.space.lg};
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`;

export type DialogProps = ModalProps;

/** A centred modal dialog. Put buttons in `footer`, wrapped in <DialogActions>. */
export function Dialog(props: DialogProps) {
  return <Modal {...props} renderPanel={(panelProps) => <DialogPanel {...panelProps} />} />;
}
