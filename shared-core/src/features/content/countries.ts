/** Country names for the provider lists; `countryInfo` adds each one's flag. */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AD: 'Andorra',
  AE: 'United Arab Emirates',
  AG: 'Antigua and Barbuda',
  AL: 'Albania',
  AR: 'Argentina',
  AT: 'Austria',
  AU: 'Australia',
  BA: 'Bosnia and Herzegovina',
  BB: 'Barbados',
  BE: 'Belgium',
  BG: 'Bulgaria',
  BH: 'Bahrain',
  BO: 'Bolivia',
  BR: 'Brazil',
  BS: 'Bahamas',
  CA: 'Canada',
  CH: 'Switzerland',
  CL: 'Chile',
  CO: 'Colombia',
  CR: 'Costa Rica',
  CZ: 'Czech Republic',
  DE: 'Germany',
  DK: 'Denmark',
  DO: 'Dominican Republic',
  DZ: 'Algeria',
  EC: 'Ecuador',
  EE: 'Estonia',
  EG: 'Egypt',
  ES: 'Spain',
  FI: 'Finland',
  FJ: 'Fiji',
  FR: 'France',
  GB: 'United Kingdom',
  GH: 'Ghana',
  GR: 'Greece',
  GT: 'Guatemala',
  HK: 'Hong Kong',
  HN: 'Honduras',
  HR: 'Croatia',
  HU: 'Hungary',
  ID: 'Indonesia',
  IE: 'Ireland',
  IL: 'Israel',
  IN: 'India',
  IQ: 'Iraq',
  IS: 'Iceland',
  IT: 'Italy',
  JM: 'Jamaica',
  JO: 'Jordan',
  JP: 'Japan',
  KE: 'Kenya',
  KR: 'South Korea',
  KW: 'Kuwait',
  LB: 'Lebanon',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  LV: 'Latvia',
  MA: 'Morocco',
  MT: 'Malta',
  MX: 'Mexico',
  MY: 'Malaysia',
  NG: 'Nigeria',
  NL: 'Netherlands',
  NO: 'Norway',
  NZ: 'New Zealand',
  OM: 'Oman',
  PA: 'Panama',
  PE: 'Peru',
  PH: 'Philippines',
  PK: 'Pakistan',
  PL: 'Poland',
  PT: 'Portugal',
  PY: 'Paraguay',
  QA: 'Qatar',
  RO: 'Romania',
  RS: 'Serbia',
  SA: 'Saudi Arabia',
  SE: 'Sweden',
  SG: 'Singapore',
  SI: 'Slovenia',
  SK: 'Slovakia',
  SV: 'El Salvador',
  TH: 'Thailand',
  TR: 'Turkey',
  TT: 'Trinidad and Tobago',
  TW: 'Taiwan',
  UA: 'Ukraine',
  US: 'United States',
  UY: 'Uruguay',
  VE: 'Venezuela',
  VN: 'Vietnam',
  ZA: 'South Africa',
};

export const UNKNOWN_COUNTRY_FLAG = '🏳️';

export interface CountryInfo {
  code: string;
  name: string;
  flag: string;
}

const regionalIndicator = (letter: string) =>
  String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 'A'.charCodeAt(0));

/** Name and flag emoji for a country code; an unknown code shows itself and a white flag. */
export function countryInfo(rawCode: string): CountryInfo {
  const code = rawCode.trim().toUpperCase();
  const name = COUNTRY_NAMES[code];
  if (!name) return { code, name: code, flag: UNKNOWN_COUNTRY_FLAG };
  return { code, name, flag: [...code].map(regionalIndicator).join('') };
}

export const KNOWN_COUNTRY_CODES: readonly string[] = Object.keys(COUNTRY_NAMES);
