import type { IntlShape } from 'react-intl';

const WHITE_FLAG = '\u{1F3F3}\u{FE0F}';
const REGIONAL_INDICATOR_A = 0x1f1e6;
/** ISO's code for "Unknown or Invalid Territory", which Intl still names. */
const UNKNOWN_REGION = 'ZZ';

/**
 * The name of an ISO 3166-1 alpha-2 region in the page's language (the platform's Intl, through
 * react-intl), or undefined when the code is not a known region.
 */
export function countryName(intl: IntlShape, code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code) || code === UNKNOWN_REGION) return undefined;
  return intl.formatDisplayName(code, { type: 'region', fallback: 'none' });
}

/** The flag emoji made of two regional indicator symbols, or a white flag for an unknown code. */
export function flagEmoji(code: string, known: boolean): string {
  if (!known) return WHITE_FLAG;
  return String.fromCodePoint(
    ...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}
