import { create } from 'storybook/theming';
import { colors, typography } from '../src/theme';

/** Storybook's own chrome and docs pages in the WatchWhere colours. */
export const watchWhereStorybookTheme = create({
  base: 'dark',
  brandTitle: 'WatchWhere UI kit',
  colorPrimary: colors.accent,
  colorSecondary: colors.accent,
  appBg: colors.surface,
  appContentBg: colors.background,
  appPreviewBg: colors.background,
  appBorderColor: colors.border,
  textColor: colors.text,
  textMutedColor: colors.textMuted,
  barBg: colors.surface,
  barTextColor: colors.textMuted,
  barSelectedColor: colors.accent,
  inputBg: colors.surfaceRaised,
  inputBorder: colors.borderStrong,
  inputTextColor: colors.text,
  fontBase: typography.fontFamily,
});
