/** Fetches a deploy-time JSON file, bypassing the HTTP cache so a redeploy shows at once. */
export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
