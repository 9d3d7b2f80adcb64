/** Design tokens of the WatchWhere dark cinema theme. Every colour pair used for text meets WCAG AA (see theme.test.ts). */
export const colors = {
  background: '#090b10',
  surface: '#11141c',
  surfaceRaised: '#181c27',
  surfaceHover: '#222838',
  overlay: 'rgba(3, 5, 9, 0.74)',
  border: '#272d3c',
  borderStrong: '#3a4256',
  text: '#f3f4f7',
  textMuted: '#b0b8ca',
  textSubtle: '#8e97ab',
  accent: '#ffb224',
  accentHover: '#ffc65a',
  onAccent: '#1a1100',
  /** `accent` at 12 %: washes and glows behind content, a chosen chip's fill. */
  accentTint: 'rgba(255, 178, 36, 0.12)',
  /** `accent` at 55 %: a border that lights up on hover. */
  accentBorder: 'rgba(255, 178, 36, 0.55)',
  plus: '#c4a5ff',
  plusSolid: '#7c3aed',
  plusGradient: 'linear-gradient(135deg, #6d28d9 0%, #a21caf 100%)',
  onPlus: '#ffffff',
  /** `plusSolid` at 12 %: the fill of a Plus note. */
  plusTint: 'rgba(124, 58, 237, 0.12)',
  /** `plusSolid` at 35 %: the glow in a Plus card's corner. */
  plusGlow: 'rgba(124, 58, 237, 0.35)',
  /** `plus` at 35 %: the border of anything Plus. */
  plusBorder: 'rgba(196, 165, 255, 0.35)',
  danger: '#ff6b70',
  dangerSolid: '#c4242b',
  dangerSurface: '#2b1216',
  success: '#45d49a',
  successSurface: '#0e2a20',
  info: '#72b6ff',
  infoSurface: '#0f1f34',
  onSolid: '#ffffff',
  focus: '#8cc8ff',
  imdb: '#f5c518',
  onImdb: '#000000',
  tmdb: '#01b4e4',
  onTmdb: '#0d253f',
  tomato: '#ff5a3c',
  skeleton: '#1d2230',
  skeletonShine: '#2a3142',
} as const;

export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radii = {
  sm: '6px',
  md: '10px',
  lg: '14px',
  xl: '20px',
  pill: '999px',
} as const;

export const typography = {
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'",
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.75rem',
  },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700, black: 800 },
  lineHeight: { tight: 1.2, normal: 1.5 },
  letterSpacing: { tight: '-0.02em', wide: '0.06em' },
} as const;

export const shadows = {
  card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px rgba(0, 0, 0, 0.35)',
  raised: '0 12px 40px rgba(0, 0, 0, 0.55)',
  glow: '0 0 0 1px rgba(255, 178, 36, 0.35), 0 8px 28px rgba(255, 178, 36, 0.18)',
} as const;

/** Minimum widths in px; "mobile" is everything under `breakpoints.tablet` (768 px). */
export const breakpoints = {
  small: 480,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
} as const;

export const layout = {
  /** The widest a page's content column grows. */
  pageWidth: '1200px',
} as const;

export const zIndices = {
  base: 0,
  sticky: 100,
  dropdown: 1000,
  overlay: 1100,
  dialog: 1200,
  toast: 1300,
} as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
} as const;

export const theme = {
  colors,
  space,
  radii,
  typography,
  shadows,
  breakpoints,
  layout,
  zIndices,
  motion,
};

export type Theme = typeof theme;
