import type { DraftTitle } from './draft.js';
import { readPackageFile } from './package-file.js';
import { animePopularity } from './popularity.js';

interface BangumiItem {
  title: string;
  titleTranslate?: Partial<Record<string, string[]>>;
  type: string;
  begin: string;
  end?: string;
  sites: { site: string; id?: string; begin?: string }[];
}

/** Streaming sites in bangumi-data whose listings say something about availability. */
const STREAMING_SITES = new Set([
  'netflix',
  'crunchyroll',
  'prime',
  'disneyplus',
  'unext',
  'danime',
  'abema',
]);
const JST_OFFSET_MS = 9 * 3600 * 1000;

export function readBangumiItems(): BangumiItem[] {
  return (JSON.parse(readPackageFile('bangumi-data', 'dist/data.json')) as { items: BangumiItem[] })
    .items;
}

/**
 * Anime TV series from bangumi-data, grouped by their real TMDB TV id (one entry per season there).
 * Only series with an English title are kept: the others would show as Japanese-only cards.
 */
export function animeDrafts(items: BangumiItem[]): DraftTitle[] {
  const groups = new Map<number, { item: BangumiItem; season: number }[]>();
  for (const item of items) {
    const ref = item.type === 'tv' ? tmdbTvRef(item) : null;
    if (!ref) continue;
    groups.set(ref.id, [...(groups.get(ref.id) ?? []), { item, season: ref.season }]);
  }
  return [...groups.entries()].flatMap(([id, entries]) => {
    const draft = toDraft(id, entries);
    return draft ? [draft] : [];
  });
}

function tmdbTvRef(item: BangumiItem): { id: number; season: number } | null {
  const match = /^tv\/(\d+)(?:\/season\/(\d+))?$/.exec(
    item.sites.find((site) => site.site === 'tmdb')?.id ?? '',
  );
  return match ? { id: Number(match[1]), season: Number(match[2] ?? 1) } : null;
}

function toDraft(id: number, entries: { item: BangumiItem; season: number }[]): DraftTitle | null {
  const sorted = [...entries].sort((a, b) => a.item.begin.localeCompare(b.item.begin));
  const translated = sorted.map(({ item }) => item.titleTranslate?.en?.[0]).find(Boolean);
  const english = translated && titleCaseIfLower(translated);
  const first = sorted[0]?.item;
  if (!english || !first || !first.begin) return null;
  const key = `tv:anime:${id}`;
  const listings = [...new Set(sorted.flatMap(({ item }) => item.sites.map((site) => site.site)))]
    .filter((site) => STREAMING_SITES.has(site))
    .sort();
  const listingBegins = firstListingBegins(sorted.map(({ item }) => item));
  const ends = sorted.map(({ item }) => item.end).filter((end): end is string => Boolean(end));
  const latest = sorted.at(-1)?.item ?? first;
  // The last air date is known only when the latest entry has ended (and nothing ended later).
  const lastEnd =
    latest.end && ends.every((end) => end <= (latest.end ?? '')) ? latest.end : undefined;
  const firstYear = Number(japanDate(first.begin).slice(0, 4));
  const lastYear = Math.max(
    ...[...ends, latest.begin].filter(Boolean).map((day) => Number(japanDate(day).slice(0, 4))),
  );
  const chinese = first.titleTranslate?.['zh-Hans'] ?? [];
  return {
    key,
    tmdbId: id,
    type: 'tv',
    title: english,
    original_title: first.title,
    aka: [
      ...new Set([
        first.title,
        ...chinese,
        ...sorted.map(({ item }) => item.titleTranslate?.en?.[0] ?? ''),
      ]),
    ]
      .filter((name) => name && name !== english)
      .slice(0, 3),
    lang: 'ja',
    country: 'JP',
    date: japanDate(first.begin),
    last_air_date: lastEnd ? japanDate(lastEnd) : undefined,
    genres: [16],
    popularity: animePopularity(sorted.length, listings.length, lastYear - firstYear, firstYear),
    seasons: Math.max(...sorted.map(({ season }) => season)),
    family: 'other',
    listings,
    ...(Object.keys(listingBegins).length > 0 ? { listingBegins } : {}),
  };
}

/** The first day (UTC) each streaming site listed any season; an empty `begin` says nothing. */
function firstListingBegins(items: BangumiItem[]): Record<string, string> {
  const begins: Record<string, string> = {};
  for (const { site, begin } of items.flatMap((item) => item.sites)) {
    if (!STREAMING_SITES.has(site) || !begin || Number.isNaN(Date.parse(begin))) continue;
    const day = new Date(Date.parse(begin)).toISOString().slice(0, 10);
    if (!begins[site] || day < begins[site]) begins[site] = day;
  }
  return begins;
}

/** Broadcast times are UTC instants of Japanese air times: the local date is the one to show. */
function japanDate(iso: string): string {
  return new Date(Date.parse(iso) + JST_OFFSET_MS).toISOString().slice(0, 10);
}

const MINOR_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'on',
  'in',
  'to',
  'for',
  'at',
  'by',
  'like',
]);

/** Some English titles are typed all in lower case ("attack on titan"): cards show them title-cased. */
export function titleCaseIfLower(title: string): string {
  if (title !== title.toLowerCase()) return title;
  return title
    .split(' ')
    .map((word, index) =>
      index > 0 && MINOR_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
