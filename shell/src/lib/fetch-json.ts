const requested = new Map<string, Promise<unknown>>();

async function fetchFresh(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Fetches a deploy-time JSON file once per page load, bypassing the HTTP cache so a redeploy shows
 * at once. The first call starts the request; later calls share it.
 */
export function fetchJson(url: string): Promise<unknown> {
  let request = requested.get(url);
  if (!request) {
    request = fetchFresh(url);
    requested.set(url, request);
  }
  return request;
}

/**
 * Starts the deploy-time files while the app's code is still downloading, instead of after it.
 * Failures surface where the files are used (the start-up error screen), not here.
 */
export function prefetchDeployFiles(): void {
  for (const url of ['/config.json', '/remotes.json']) fetchJson(url).catch(() => {});
}
