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
 * The file's copy the served page carries (`<script type="application/json" id="…">`, rendered
 * per request, so never older than the file), or undefined when it has none or it is unreadable.
 */
function inlineCopyOf(url: DeployFile): unknown {
  const block = document.getElementById(DEPLOY_FILES[url]);
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return undefined;
  try {
    return JSON.parse(block.textContent ?? '');
  } catch {
    return undefined;
  }
}

/**
 * A deploy-time file, read once per page load: from the page itself when it carries it, else
 * fetched past the HTTP cache so a redeploy shows at once. Later calls share the first read.
 */
export function readDeployFile(url: DeployFile): Promise<unknown> {
  let read = requested.get(url);
  if (!read) {
    const inline = inlineCopyOf(url);
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
