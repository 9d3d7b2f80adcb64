const WHITE_FLAG = '\u{1F3F3}\u{FE0F}';
const REGIONAL_INDICATOR_A = 0x1f1e6;
/** ISO's code for "Unknown or Invalid Territory", which Intl still names. */
const UNKNOWN_REGION = 'ZZ';

let regionNames: Intl.DisplayNames | undefined;

/** English name of an ISO 3166-1 alpha-2 region, or undefined when the code is not a known region. */
export function countryName(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code) || code === UNKNOWN_REGION) return undefined;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return regionNames.of(code);
}

/** The flag emoji made of two regional indicator symbols, or a white flag for an unknown code. */
export function flagEmoji(code: string, known: boolean): string {
  if (!known) return WHITE_FLAG;
  return String.fromCodePoint(
    ...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}
