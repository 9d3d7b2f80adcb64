const MAX_TMDB_ID = 2_147_483_647;

/** A title someone opened, to count in popular searches. */
export interface Click {
  media_type: 'movie' | 'tv';
  tmdb_id: number;
}

export const clickUsage = 'Send { "media_type": "movie" | "tv", "tmdb_id": <positive integer> }';

/** `{ media_type, tmdb_id }` from a request's body; anything else the caller sends is ignored. */
export function clickOf(body: unknown): Click | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { media_type, tmdb_id } = body as Record<string, unknown>;
  if (media_type !== 'movie' && media_type !== 'tv') return undefined;
  if (typeof tmdb_id !== 'number' || !Number.isInteger(tmdb_id)) return undefined;
  if (tmdb_id < 1 || tmdb_id > MAX_TMDB_ID) return undefined;
  return { media_type, tmdb_id };
}
