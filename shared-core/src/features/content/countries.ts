import type { IntlShape } from 'react-intl';

/**
 * The countries the provider lists know (TMDB's watch regions). Their names come from the
 * platform's Intl in the page's language (`countryName`); `countryInfo` adds each one's flag.
 */
export const KNOWN_COUNTRY_CODES: readonly string[] = [
  'AD',
  'AE',
  'AG',
  'AL',
  'AR',
  'AT',
  'AU',
  'BA',
  'BB',
  'BE',
  'BG',
  'BH',
  'BO',
  'BR',
  'BS',
  'CA',
  'CH',
  'CL',
  'CO',
  'CR',
  'CZ',
  'DE',
  'DK',
  'DO',
  'DZ',
  'EC',
  'EE',
  'EG',
  'ES',
  'FI',
  'FJ',
  'FR',
  'GB',
  'GH',
  'GR',
  'GT',
  'HK',
  'HN',
  'HR',
  'HU',
  'ID',
  'IE',
  'IL',
  'IN',
  'IQ',
  'IS',
  'IT',
  'JM',
  'JO',
  'JP',
  'KE',
  'KR',
  'KW',
  'LB',
  'LT',
  'LU',
  'LV',
  'MA',
  'MT',
  'MX',
  'MY',
  'NG',
  'NL',
  'NO',
  'NZ',
  'OM',
  'PA',
  'PE',
  'PH',
  'PK',
  'PL',
  'PT',
  'PY',
  'QA',
  'RO',
  'RS',
  'SA',
  'SE',
  'SG',
  'SI',
  'SK',
  'SV',
  'TH',
  'TR',
  'TT',
  'TW',
  'UA',
  'US',
  'UY',
  'VE',
  'VN',
  'ZA',
];

const KNOWN = new Set(KNOWN_COUNTRY_CODES);

export const UNKNOWN_COUNTRY_FLAG = '🏳️';

export interface CountryInfo {
  code: string;
  flag: string;
}

const regionalIndicator = (letter: string) =>
  String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 'A'.charCodeAt(0));

/** A country code and its flag emoji; an unknown code has a white flag. Its name: `countryName`. */
export function countryInfo(rawCode: string): CountryInfo {
  const code = rawCode.trim().toUpperCase();
  if (!KNOWN.has(code)) return { code, flag: UNKNOWN_COUNTRY_FLAG };
  return { code, flag: [...code].map(regionalIndicator).join('') };
}

/**
 * A country's name in the page's language ("Germany", "Deutschland", "ドイツ"), from the platform's
 * Intl through react-intl; a code Intl does not know shows itself.
 */
export function countryName(intl: IntlShape, rawCode: string): string {
  const code = rawCode.trim().toUpperCase();
  try {
    return intl.formatDisplayName(code, { type: 'region', fallback: 'code' }) ?? code;
  } catch {
    return code;
  }
}
