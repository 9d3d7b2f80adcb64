import { LoaderCircle } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const SpinningIcon = styled(LoaderCircle)`
  flex-shrink: 0;
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  /** Icon size in px. */
  size?: number;
  /** Announced to screen readers; leave empty when the spinner sits next to visible text. */
  label?: string;
}

export function Spinner({ size = 20, label }: SpinnerProps) {
  if (!label) return <SpinningIcon size={size} aria-hidden />;
  return (
    <span role="status">
      <SpinningIcon size={size} aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
