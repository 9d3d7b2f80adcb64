// record-popular-search: +1 in popular searches for a title someone opened.
// Same contract as the local backend's /functions/v1/record-popular-search:
//   POST { "media_type": "movie" | "tv", "tmdb_id": <positive integer> } with the anon key or a
//   user's access token → 200 { tmdb_id, media_type, title, poster_path, count, counted }, where
//   counted is false when this caller already counted this title in the last minute (a signed-in
//   user is the caller; otherwise the client's IP address); bad input → 400, no such title in the
//   catalog → 404
// Anything else in the body (a title, a poster) is ignored: a new row takes the title and relative
// poster path of the catalog's /3/{type}/{id}, read from CATALOG_URL (the catalog service's base,
// the front end's catalogUrl, e.g. https://api.example.com/catalog). The service-role key stays
// inside this function; only the service role may call record_popular_search.
// Deploy: supabase secrets set CATALOG_URL=<catalog base URL>
//         supabase functions deploy record-popular-search
import { adminClient, responder, signedInUser } from '../_shared/http.ts';
import { clickOf, clickUsage, type Click } from '../_shared/popular-search-click.ts';

const { json, refuseOtherMethods } = responder('POST');

const RELATIVE_IMAGE_PATH = /^\/[A-Za-z0-9_-]+\.[A-Za-z0-9]{2,5}$/;

/** The catalog's title and relative poster path, or undefined when it has no such title. */
async function lookUpTitle(click: Click) {
  const base = Deno.env.get('CATALOG_URL')!.replace(/\/+$/, '');
  const response = await fetch(`${base}/3/${click.media_type}/${click.tmdb_id}`, {
    signal: AbortSignal.timeout(5000),
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`catalog answered ${response.status}`);
  const details = (await response.json()) as Record<string, unknown>;
  const title = click.media_type === 'tv' ? details.name : details.title;
  if (typeof title !== 'string' || title.trim() === '') return undefined;
  const poster = details.poster_path;
  return {
    title: title.slice(0, 500),
    poster_path: typeof poster === 'string' && RELATIVE_IMAGE_PATH.test(poster) ? poster : null,
  };
}

// The first x-forwarded-for entry is the client as the platform's proxy reports it. It only
// spaces out one visitor's counts; the title and poster never come from the caller.
const clientIp = (req: Request) =>
  (req.headers.get('x-forwarded-for') ?? '').split(',')[0]?.trim().slice(0, 100) || 'unknown';

Deno.serve(async (req: Request) => {
  const refused = refuseOtherMethods(req);
  if (refused) return refused;

  const admin = adminClient();
  // The anon key is no user: the caller is then counted by address.
  const user = await signedInUser(req, admin);

  const click = clickOf(await req.json().catch(() => undefined));
  if (!click) {
    return json({ error: clickUsage }, 400);
  }
  let found;
  try {
    found = await lookUpTitle(click);
  } catch (error) {
    return json({ error: `The catalog could not be reached: ${(error as Error).message}` }, 502);
  }
  if (!found) return json({ error: 'The catalog has no such title' }, 404);

  const { data, error } = await admin.rpc('record_popular_search', {
    p_media_type: click.media_type,
    p_tmdb_id: click.tmdb_id,
    p_title: found.title,
    p_poster_path: found.poster_path,
    p_user_id: user?.id ?? null,
    p_client_ip: clientIp(req),
  });
  if (error) return json({ error: error.message }, 500);
  const counted = (data as Record<string, unknown>[] | null)?.[0];
  // Already counted for this caller within the minute: answer with the row as it stands.
  const row =
    counted ??
    (
      await admin
        .from('popular_searches')
        .select('tmdb_id, media_type, title, poster_path, count')
        .match({ media_type: click.media_type, tmdb_id: click.tmdb_id })
        .single()
    ).data;
  if (!row) return json({ error: 'The count could not be read' }, 500);
  const { tmdb_id, media_type, title, poster_path, count } = row;
  return json({ tmdb_id, media_type, title, poster_path, count, counted: counted !== undefined });
});
