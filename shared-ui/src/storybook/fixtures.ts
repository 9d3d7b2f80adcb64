import type { SearchSuggestion } from '../components/search-input';

/** Offline poster art: an SVG data URI, so the catalogue needs no image server. */
export function posterArt(title: string, fromHue: number, toHue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="750" viewBox="0 0 500 750">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="hsl(${fromHue},70%,42%)"/><stop offset="1" stop-color="hsl(${toHue},65%,10%)"/></linearGradient>
<radialGradient id="l" cx="0.7" cy="0.25" r="0.6"><stop offset="0" stop-color="hsla(${fromHue + 30},90%,75%,0.55)"/><stop offset="1" stop-color="hsla(0,0%,0%,0)"/></radialGradient>
</defs>
<rect width="500" height="750" fill="url(#g)"/><rect width="500" height="750" fill="url(#l)"/>
<circle cx="350" cy="230" r="120" fill="hsla(${toHue},60%,8%,0.35)"/>
<path d="M0 560 L140 430 L250 520 L360 400 L500 540 L500 750 L0 750 Z" fill="hsla(${toHue},55%,6%,0.85)"/>
<text x="40" y="660" fill="#fff" font-family="Georgia, serif" font-size="46" font-weight="700" letter-spacing="2">${title.toUpperCase()}</text>
<rect x="40" y="684" width="80" height="4" fill="hsl(${fromHue + 30},90%,65%)"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface SampleTitle {
  id: string;
  title: string;
  year: number;
  mediaType: 'movie' | 'tv';
  rating: number;
  imageUrl: string | null;
}

export const sampleTitles: SampleTitle[] = [
  {
    id: '27205',
    title: 'Inception',
    year: 2010,
    mediaType: 'movie',
    rating: 8.4,
    imageUrl: posterArt('Inception', 210, 230),
  },
  {
    id: 'tv_95396',
    title: 'Severance',
    year: 2022,
    mediaType: 'tv',
    rating: 8.7,
    imageUrl: posterArt('Severance', 190, 200),
  },
  {
    id: '438631',
    title: 'Dune',
    year: 2021,
    mediaType: 'movie',
    rating: 7.8,
    imageUrl: posterArt('Dune', 32, 20),
  },
  {
    id: 'tv_1399',
    title: 'Game of Thrones',
    year: 2011,
    mediaType: 'tv',
    rating: 8.5,
    imageUrl: posterArt('Thrones', 0, 240),
  },
  {
    id: '157336',
    title: 'Interstellar',
    year: 2014,
    mediaType: 'movie',
    rating: 8.5,
    imageUrl: posterArt('Interstellar', 260, 220),
  },
  {
    id: '872585',
    title: 'Oppenheimer',
    year: 2023,
    mediaType: 'movie',
    rating: 8.1,
    imageUrl: posterArt('Oppenheimer', 18, 350),
  },
  {
    id: 'tv_100088',
    title: 'The Last of Us',
    year: 2023,
    mediaType: 'tv',
    rating: 8.6,
    imageUrl: posterArt('Last of Us', 95, 150),
  },
  {
    id: '603',
    title: 'The Matrix',
    year: 1999,
    mediaType: 'movie',
    rating: 8.2,
    imageUrl: posterArt('Matrix', 130, 160),
  },
  { id: '496243', title: 'Parasite', year: 2019, mediaType: 'movie', rating: 8.5, imageUrl: null },
  {
    id: '129',
    title: 'Spirited Away',
    year: 2001,
    mediaType: 'movie',
    rating: 8.5,
    imageUrl: posterArt('Spirited Away', 170, 280),
  },
];

export const sampleSuggestions: SearchSuggestion[] = sampleTitles.slice(0, 6).map((item) => ({
  id: item.id,
  label: item.title,
  description: `${item.year} · ${item.mediaType === 'tv' ? 'TV Show' : 'Movie'}`,
  imageUrl: item.imageUrl,
}));

/** A stand-in provider logo: a brand-coloured tile with a letter (no trademarked artwork). */
export function providerTile(letter: string, background: string, foreground = '#ffffff'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="92" height="92"><rect width="92" height="92" fill="${background}"/><text x="46" y="64" text-anchor="middle" fill="${foreground}" font-family="Arial, sans-serif" font-size="52" font-weight="700">${letter}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const sampleProviders = [
  { name: 'Netflix', logoUrl: providerTile('N', '#141414', '#e50914') },
  { name: 'Amazon Prime', logoUrl: providerTile('P', '#00a8e1') },
  { name: 'Disney+', logoUrl: providerTile('D', '#113ccf') },
  { name: 'Hulu', logoUrl: providerTile('h', '#1ce783', '#0b0c0f') },
  { name: 'HBO Max', logoUrl: providerTile('M', '#5a2ff0') },
  { name: 'Apple TV+', logoUrl: providerTile('tv', '#000000') },
  { name: 'Paramount+', logoUrl: providerTile('P', '#0064ff') },
];
