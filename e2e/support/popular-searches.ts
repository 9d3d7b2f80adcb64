import { createConfirmedAccount, newAccount, signInThroughApi } from './accounts.js';

export interface TitleKey {
  media_type: 'movie' | 'tv';
  tmdb_id: number;
}

/**
 * Counts `title` once for each of `members` new members, through the backend's
 * record-popular-search function as the app calls it. A member counts apart from the stack's
 * visitors, who all share one address and so count a title once a minute between them.
 */
export async function countedByNewMembers(title: TitleKey, members = 1): Promise<void> {
  for (let index = 0; index < members; index += 1) {
    const account = newAccount('popular');
    await createConfirmedAccount(account);
    const { access_token } = await signInThroughApi(account);
    const response = await fetch(
      `${process.env.E2E_BACKEND_URL}/functions/v1/record-popular-search`,
      {
        method: 'POST',
        headers: {
          apikey: process.env.E2E_ANON_KEY!,
          authorization: `Bearer ${access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(title),
      },
    );
    if (!response.ok) throw new Error(`Counting failed: ${response.status}`);
  }
}
