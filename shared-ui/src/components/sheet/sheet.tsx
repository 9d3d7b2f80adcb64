import styled, { css, keyframes } from 'styled-components';
import { Modal, type ModalProps } from '../modal/modal';
import { theme } from '../../theme';

export type SheetSide = 'left' | 'right';

const slideFrom = (side: SheetSide) => keyframes`
  from { transform: translateX(${side === 'left' ? '-100%' : '100%'}); }
`;

const SheetPanel = styled.div<{ $side: SheetSide }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => css`
    ${$side}: 0;
    animation: ${slideFrom($side)} ${theme.motion.normal} ${theme.motion.easing};
  `}
  z-index: ${theme.zIndices.dialog};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  width: min(320px, 86vw);
  overflow-y: auto;
  padding: ${theme.space.xl} ${theme.space.lg};
  border-${({ $side }) => ($side === 'left' ? 'right' : 'left')}: 1px solid
    ${theme.colors.border};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};

  &:focus {
    outline: none;
  }
`;

export interface SheetProps extends ModalProps {
  side?: SheetSide;
}

/** A modal side panel, e.g. the mobile menu. */
export function Sheet({ side = 'left', ...props }: SheetProps) {
  return (
    <Modal {...props} renderPanel={(panelProps) => <SheetPanel {...panelProps} $side={side} />} />
  );
}
