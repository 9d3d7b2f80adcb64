import styled, { keyframes } from 'styled-components';
import type { Theme } from '../../theme';
import { theme } from '../../theme';

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

type Radius = keyof Theme['radii'];

const Block = styled.span<{
  $width: string;
  $height: string;
  $aspectRatio?: string;
  $radius: Radius;
}>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height, $aspectRatio }) => ($aspectRatio ? 'auto' : $height)};
  aspect-ratio: ${({ $aspectRatio = 'auto' }) => $aspectRatio};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: linear-gradient(
    90deg,
    ${theme.colors.skeleton} 30%,
    ${theme.colors.skeletonShine} 50%,
    ${theme.colors.skeleton} 70%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

export interface SkeletonProps {
  width?: string;
  height?: string;
  /** CSS aspect-ratio, e.g. "2 / 3" for a poster; replaces height. */
  aspectRatio?: string;
  radius?: Radius;
}

/** A shimmering placeholder block; decorative, so announce the loading state elsewhere. */
export function Skeleton({
  width = '100%',
  height = '1em',
  aspectRatio,
  radius = 'md',
}: SkeletonProps) {
  return (
    <Block
      aria-hidden
      $width={width}
      $height={height}
      $aspectRatio={aspectRatio}
      $radius={radius}
    />
  );
}
