import type { RegionCode } from '../../src/catalog/constants/regions.js';
import type { NetworkFamily } from './tv-series.js';

/** A studio or network group whose titles lean to its own service. */
export type Family = NetworkFamily | 'lionsgate' | 'sony';

/** The service(s) a family's titles stream on first, per country (none listed: no home there). */
export const HOME_SERVICES: Record<Family, Partial<Record<RegionCode, number[]>>> = {
  netflix: everywhere([8]),
  apple: everywhere([350]),
  hbo: {
    US: [1899],
    GB: [39, 1899],
    CA: [230],
    AU: [1899, 385],
    DE: [30, 1899],
    FR: [1899],
    JP: [84],
    KR: [1881],
    IN: [220],
    BR: [1899],
  },
  disney: { ...everywhere([337]), US: [337, 15], IN: [122] },
  hulu: { ...everywhere([337]), US: [15], IN: [122] },
  paramount: {
    US: [531],
    GB: [531],
    CA: [531],
    AU: [531],
    DE: [531],
    FR: [531],
    BR: [531],
    JP: [84],
    KR: [354],
    IN: [220],
  },
  prime: {
    US: [9],
    GB: [9],
    DE: [9],
    JP: [9],
    CA: [119],
    AU: [119],
    FR: [119],
    KR: [119],
    IN: [119],
    BR: [119],
  },
  peacock: {
    US: [386],
    GB: [39],
    DE: [30],
    FR: [381],
    AU: [21],
    CA: [230],
    JP: [84],
    KR: [356],
    IN: [220],
    BR: [307],
  },
  amc: {
    US: [526],
    GB: [8],
    CA: [8],
    AU: [8],
    DE: [8],
    FR: [8],
    JP: [8],
    KR: [8],
    IN: [8],
    BR: [8],
  },
  bbc: { GB: [38], US: [151], CA: [151], AU: [135] },
  itv: { GB: [41], US: [151], CA: [151], AU: [151] },
  sony: {
    US: [8],
    GB: [39],
    CA: [230],
    AU: [21],
    DE: [8],
    FR: [381],
    JP: [84],
    KR: [97],
    IN: [237],
    BR: [8],
  },
  lionsgate: { US: [43], GB: [9], CA: [119], AU: [21], DE: [298], FR: [381], BR: [119] },
  other: {},
};

function everywhere(services: number[]): Record<RegionCode, number[]> {
  return {
    US: services,
    GB: services,
    CA: services,
    AU: services,
    DE: services,
    FR: services,
    JP: services,
    KR: services,
    IN: services,
    BR: services,
  };
}

/** Families whose series are made for one streamer and stay exclusive to it. */
export const STREAMER_ORIGINALS: ReadonlySet<Family> = new Set([
  'netflix',
  'apple',
  'hulu',
  'prime',
]);

const DISTRIBUTOR_FAMILIES: [RegExp, Family][] = [
  [/^(Warner|New Line|Fine Line|Picturehouse|Castle Rock)/, 'hbo'],
  [
    /^(Walt Disney|Touchstone|Buena Vista|Hollywood Pictures|Miramax|20th Century Fox|Fox Searchlight|Fox Atomic)/,
    'disney',
  ],
  [/^(Paramount|Dreamworks)/, 'paramount'],
  [/^(Universal|Focus Features|USA Films|Gramercy|October Films|Rogue)/, 'peacock'],
  [/^(Sony|TriStar)/, 'sony'],
  [/^(MGM|United Artists|Orion)/, 'prime'],
  [/^(Lionsgate|Summit|Artisan|Trimark)/, 'lionsgate'],
];

export function familyOfDistributor(distributor: string | null | undefined): Family {
  if (!distributor) return 'other';
  return DISTRIBUTOR_FAMILIES.find(([pattern]) => pattern.test(distributor))?.[1] ?? 'other';
}
