import type { RegionCode } from './regions.js';

/**
 * Watch providers with TMDB's ids and names. The big services' ids come from captured TMDB responses;
 * the regional ones are best effort and can be checked against `/3/watch/providers/movie` in TMDB mode.
 * `color` and `label` only feed the generated SVG logos.
 */
export interface Provider {
  id: number;
  name: string;
  color: string;
  label: string;
}

const provider = (id: number, name: string, color: string, label: string): Provider => ({
  id,
  name,
  color,
  label,
});

export const PROVIDERS: readonly Provider[] = [
  provider(8, 'Netflix', '#E50914', 'N'),
  provider(9, 'Amazon Prime Video', '#00A8E1', 'prime'),
  provider(119, 'Amazon Prime Video', '#00A8E1', 'prime'),
  provider(337, 'Disney Plus', '#113CCF', 'D+'),
  provider(15, 'Hulu', '#1CE783', 'hulu'),
  provider(1899, 'HBO Max', '#5822B4', 'max'),
  provider(350, 'Apple TV Plus', '#111111', 'tv+'),
  provider(531, 'Paramount Plus', '#0064FF', 'P+'),
  provider(386, 'Peacock Premium', '#1A1A1A', 'P'),
  provider(283, 'Crunchyroll', '#F47521', 'CR'),
  provider(43, 'Starz', '#0D0D0D', 'STZ'),
  provider(526, 'AMC+', '#202020', 'amc+'),
  provider(151, 'BritBox', '#0C2340', 'BB'),
  provider(73, 'Tubi TV', '#FA541C', 'tubi'),
  provider(300, 'Pluto TV', '#2D2D2D', 'pluto'),
  provider(2, 'Apple TV', '#3A3A3C', 'tv'),
  provider(3, 'Google Play Movies', '#01875F', 'GP'),
  provider(10, 'Amazon Video', '#232F3E', 'aV'),
  provider(7, 'Fandango At Home', '#3478C1', 'FaH'),
  provider(192, 'YouTube', '#FF0000', 'YT'),
  provider(68, 'Microsoft Store', '#0078D4', 'MS'),
  provider(39, 'NOW', '#00D2BE', 'NOW'),
  provider(29, 'Sky Go', '#0072C9', 'sky'),
  provider(130, 'Sky Store', '#0A4DA2', 'sky'),
  provider(38, 'BBC iPlayer', '#F54997', 'iP'),
  provider(41, 'ITVX', '#102C3D', 'ITVX'),
  provider(103, 'Channel 4', '#2D2D2D', '4'),
  provider(35, 'Rakuten TV', '#BF0000', 'R'),
  provider(11, 'MUBI', '#001489', 'MUBI'),
  provider(230, 'Crave', '#0A4CA3', 'crave'),
  provider(314, 'CBC Gem', '#D8262E', 'gem'),
  provider(21, 'Stan', '#0073E6', 'stan'),
  provider(385, 'Binge', '#6C2BD9', 'binge'),
  provider(134, 'Foxtel Now', '#EE3124', 'now'),
  provider(135, 'ABC iview', '#1B1B1B', 'iview'),
  provider(132, 'SBS On Demand', '#FFC80A', 'SBS'),
  provider(246, '7plus', '#E3001B', '7+'),
  provider(30, 'WOW', '#4B148C', 'WOW'),
  provider(298, 'RTL+', '#E4002B', 'RTL+'),
  provider(304, 'Joyn', '#FFD200', 'joyn'),
  provider(219, 'ARD Mediathek', '#003480', 'ARD'),
  provider(178, 'MagentaTV', '#E20074', 'T'),
  provider(381, 'Canal+', '#0D0D0D', 'C+'),
  provider(236, 'France TV', '#1C2A5E', 'f.tv'),
  provider(234, 'Arte', '#F15A22', 'arte'),
  provider(61, 'Orange VOD', '#FF7900', 'O'),
  provider(84, 'U-NEXT', '#0F1E34', 'U'),
  provider(85, 'dAnime Store', '#E8005A', 'dA'),
  provider(1860, 'ABEMA', '#1F1F1F', 'AB'),
  provider(356, 'wavve', '#1351F9', 'w'),
  provider(354, 'TVING', '#FF143C', 'TV'),
  provider(97, 'Watcha', '#FF0558', 'W'),
  provider(1881, 'Coupang Play', '#00A6E6', 'CP'),
  provider(122, 'Hotstar', '#0C1A3A', 'JH'),
  provider(220, 'JioCinema', '#C0147C', 'Jio'),
  provider(232, 'Zee5', '#8230C6', 'Z5'),
  provider(237, 'Sony Liv', '#1A1A1A', 'LIV'),
  provider(307, 'Globoplay', '#FB0234', 'g'),
  provider(167, 'Claro video', '#DA291C', 'C'),
];

const BY_ID = new Map(PROVIDERS.map((entry) => [entry.id, entry]));

export function providerById(id: number): Provider | undefined {
  return BY_ID.get(id);
}

/** Each country's services in TMDB display-priority order, split by how they are paid for. */
export interface RegionServices {
  subscription: number[];
  free: number[];
  ads: number[];
  stores: number[];
}

export const REGION_SERVICES: Record<RegionCode, RegionServices> = {
  US: {
    subscription: [8, 9, 337, 15, 1899, 350, 531, 386, 283, 43, 526, 151],
    free: [73],
    ads: [300],
    stores: [2, 10, 3, 7, 192, 68],
  },
  GB: {
    subscription: [8, 9, 337, 39, 1899, 350, 531, 29, 283, 11, 151],
    free: [38],
    ads: [41, 103],
    stores: [2, 10, 3, 130, 35, 192],
  },
  CA: {
    subscription: [8, 119, 337, 230, 350, 531, 283, 151],
    free: [314],
    ads: [73],
    stores: [2, 10, 3, 192],
  },
  AU: {
    subscription: [8, 119, 337, 21, 385, 1899, 134, 350, 531, 283, 151],
    free: [135],
    ads: [132, 246],
    stores: [2, 10, 3, 192],
  },
  DE: {
    subscription: [8, 9, 337, 30, 1899, 29, 350, 531, 298, 178, 283],
    free: [219],
    ads: [304],
    stores: [2, 10, 3, 35, 192],
  },
  FR: {
    subscription: [8, 119, 337, 381, 1899, 350, 531, 283],
    free: [236, 234],
    ads: [300],
    stores: [2, 10, 3, 61, 35],
  },
  JP: {
    subscription: [8, 9, 337, 84, 15, 1860, 85, 350],
    free: [],
    ads: [],
    stores: [2, 10, 3, 192],
  },
  KR: {
    subscription: [8, 119, 337, 356, 354, 1881, 97, 350],
    free: [],
    ads: [],
    stores: [2, 3],
  },
  IN: {
    subscription: [8, 119, 122, 220, 232, 237, 350, 283],
    free: [],
    ads: [],
    stores: [2, 3, 192],
  },
  BR: {
    subscription: [8, 119, 337, 1899, 307, 350, 531, 283, 167],
    free: [],
    ads: [300],
    stores: [2, 3, 68, 192],
  },
};

/** TMDB's display priority of a provider in a country: its position in that country's list. */
export function displayPriority(region: RegionCode, providerId: number): number | undefined {
  const services = REGION_SERVICES[region];
  const ordered = [...services.subscription, ...services.free, ...services.ads, ...services.stores];
  const index = ordered.indexOf(providerId);
  return index === -1 ? undefined : index;
}
