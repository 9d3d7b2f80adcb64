import styled, { keyframes } from 'styled-components';
import type { Theme } from '../../theme';
import { media, theme } from '../../theme';

// The shine moves by transform, on a layer of its own: the compositor animates it without the
// page's main thread restyling and repainting the block every frame (a page at rest with
// placeholders on screen then does no work).
const shimmer = keyframes`
  from { transform: translateX(-75%); }
  to { transform: translateX(25%); }
`;

type Radius = keyof Theme['radii'];

const Block = styled.span<{
  $width: string;
  $height: string;
  $aspectRatio?: string;
  $radius: Radius;
}>`
  position: relative;
  /* Its own stacking context, so the rounded corners clip the moving shine in WebKit too. */
  isolation: isolate;
  display: block;
  overflow: hidden;
  width: ${({ $width }) => $width};
  height: ${({ $height, $aspectRatio }) => ($aspectRatio ? 'auto' : $height)};
  aspect-ratio: ${({ $aspectRatio = 'auto' }) => $aspectRatio};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: ${theme.colors.skeleton};

  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: 0;
    width: 200%;
    background: linear-gradient(
      90deg,
      transparent 30%,
      ${theme.colors.skeletonShine} 50%,
      transparent 70%
    );
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }

  ${media.reducedMotion} {
    &::after {
      animation: none;
      opacity: 0;
    }
  }
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
