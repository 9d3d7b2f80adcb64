import { breakpoints } from './theme';

type Breakpoint = keyof typeof breakpoints;

/** Media queries for styled-components templates, e.g. `${media.mobile} { display: none; }`. */
export const media = {
  /** Under 768 px. */
  mobile: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
  /** 768 px and wider. */
  desktop: `@media (min-width: ${breakpoints.tablet}px)`,
  up: (breakpoint: Breakpoint) => `@media (min-width: ${breakpoints[breakpoint]}px)`,
  down: (breakpoint: Breakpoint) => `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** The same mobile boundary for JavaScript (`window.matchMedia(mobileQuery)`). */
export const mobileQuery = `(max-width: ${breakpoints.tablet - 0.02}px)`;
