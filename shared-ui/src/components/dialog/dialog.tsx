import styled, { keyframes } from 'styled-components';
import { media } from '../../theme/media';
import { Modal, type ModalProps } from '../modal/modal';

const rise = keyframes`
  from { opacity: 0; transform: translate(-50%, calc(-50% + 12px)) scale(0.98); }
`;

const DialogPanel = styled.div`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: min(480px, calc(100vw - 32px));
  max-height: calc(100vh - 48px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transform: translate(-50%, -50%);
  animation: ${rise} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &:focus {
    outline: none;
  }

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export type DialogProps = ModalProps;

/** A centred modal dialog. Put buttons in `footer`, wrapped in <DialogActions>. */
export function Dialog(props: DialogProps) {
  return <Modal {...props} renderPanel={(panelProps) => <DialogPanel {...panelProps} />} />;
}
