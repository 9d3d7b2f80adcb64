import { inlineJson } from './inline-json';

/** The deploy-time files the shell starts from, and the id of each one's inline copy in the page. */
const DEPLOY_FILES = {
  '/config.json': 'watchwhere-config',
  '/remotes.json': 'watchwhere-remotes',
} as const;

export type DeployFile = keyof typeof DEPLOY_FILES;

const requested = new Map<DeployFile, Promise<unknown>>();

async function fetchFresh(url: DeployFile): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * A deploy-time file, read once per page load: from the page itself when it carries it, else
 * fetched past the HTTP cache so a redeploy shows at once. Later calls share the first read.
 */
export function readDeployFile(url: DeployFile): Promise<unknown> {
  let read = requested.get(url);
  if (!read) {
    // The page's copy is rendered per request, so never older than the file.
    const inline = inlineJson(DEPLOY_FILES[url]);
    read = inline === undefined ? fetchFresh(url) : Promise.resolve(inline);
    requested.set(url, read);
  }
  return read;
}

/**
 * Starts reading the deploy-time files while the app's code is still downloading, instead of after
 * it. Failures surface where the files are used (the start-up error screen), not here.
 */
export function prefetchDeployFiles(): void {
  for (const url of Object.keys(DEPLOY_FILES) as DeployFile[]) readDeployFile(url).catch(() => {});
}
