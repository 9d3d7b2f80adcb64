import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from 'page-server';

/** Runs the alert engine as of a day with the backend's own CLI, as an operator or the hourly job would. */
export function runAlertEngine(asOf: string): void {
  execFileSync('pnpm', ['--filter', 'server', 'alerts', 'run', '--as-of', asOf], {
    cwd: REPO_ROOT,
    env: { ...process.env, WATCHWHERE_DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: 'ignore',
  });
}

export interface CatalogChange {
  media_type: 'movie' | 'tv';
  id: number;
  title: string;
  change: 'arrival' | 'departure';
  monetization: string;
  date: string;
}

/** What the catalog says changes on a service in a country between two days. */
export async function catalogChanges(query: Record<string, string>): Promise<CatalogChange[]> {
  const url = `${process.env.E2E_BACKEND_URL}/catalog/ww/changes?${new URLSearchParams(query)}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return ((await response.json()) as { results: CatalogChange[] }).results;
}

export const titlePath = (change: Pick<CatalogChange, 'media_type' | 'id'>) =>
  `/movie/${change.media_type === 'tv' ? `tv_${change.id}` : change.id}`;
