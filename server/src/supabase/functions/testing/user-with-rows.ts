import type { RunningBackend } from '../../../index.js';
import { signedInClient } from '../../../test-support.js';
import { setPlusStatus } from '../../plus-status.js';

/** A signed-in user with a row in every table the app writes: watchlist, notify requests, Plus. */
export async function userWithRows(backend: RunningBackend, label: string) {
  const signedIn = await signedInClient(backend, label);
  await signedIn.client
    .from('watchlist')
    .insert({ media_type: 'movie', tmdb_id: 603, title: 'The Matrix' });
  await signedIn.client
    .from('notify_requests')
    .insert({ media_type: 'tv', tmdb_id: 1396, title: 'Breaking Bad' });
  await setPlusStatus(backend, signedIn.email, true);
  return signedIn;
}
