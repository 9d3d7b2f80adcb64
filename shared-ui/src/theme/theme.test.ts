import { colors } from './theme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const gradientStops = colors.plusGradient.match(/#[0-9a-f]{6}/gi) ?? [];

const textPairs: Array<[string, string, string]> = [
  ...(['background', 'surface', 'surfaceRaised', 'surfaceHover'] as const).flatMap((surface) =>
    (['text', 'textMuted'] as const).map((ink): [string, string, string] => [
      `${ink} on ${surface}`,
      colors[ink],
      colors[surface],
    ]),
  ),
  ...(['background', 'surface', 'surfaceRaised'] as const).flatMap((surface) =>
    (['textSubtle', 'accent', 'plus', 'danger', 'success', 'info'] as const).map(
      (ink): [string, string, string] => [`${ink} on ${surface}`, colors[ink], colors[surface]],
    ),
  ),
  ['onAccent on accent', colors.onAccent, colors.accent],
  ['onAccent on accentHover', colors.onAccent, colors.accentHover],
  ['onPlus on plusSolid', colors.onPlus, colors.plusSolid],
  ...gradientStops.map((stop): [string, string, string] => [
    `onPlus on ${stop}`,
    colors.onPlus,
    stop,
  ]),
  ['onSolid on dangerSolid', colors.onSolid, colors.dangerSolid],
  ['danger on dangerSurface', colors.danger, colors.dangerSurface],
  ['success on successSurface', colors.success, colors.successSurface],
  ['info on infoSurface', colors.info, colors.infoSurface],
  ['text on dangerSurface', colors.text, colors.dangerSurface],
  ['onImdb on imdb', colors.onImdb, colors.imdb],
  ['onTmdb on tmdb', colors.onTmdb, colors.tmdb],
];

describe('theme colours', () => {
  it('has two stops in the Plus gradient', () => {
    expect(gradientStops).toHaveLength(2);
  });

  it.each(textPairs)('%s meets WCAG AA for text (4.5:1)', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('focus ring stands out from the page (3:1)', () => {
    expect(contrast(colors.focus, colors.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.focus, colors.surfaceRaised)).toBeGreaterThanOrEqual(3);
  });
});
