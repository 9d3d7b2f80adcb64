// A release record (`release.json`) read from the object store, checked against the app and id
// it is stored as.
import type { AppFolder, ReleaseInfo } from './release-store.js';

/** A record that is there but wrong: `list` skips it, `read` throws it. */
export class BadRecordError extends Error {}

function problemWith(record: unknown, app: AppFolder, id: string): string | null {
  if (typeof record !== 'object' || record === null) return 'is not a JSON object';
  const { id: itsId, app: itsApp, builtAt, commit, dirty } = record as Record<string, unknown>;
  if (itsId !== id) return `names release ${JSON.stringify(itsId)}, not ${id}`;
  if (itsApp !== app) return `names app ${JSON.stringify(itsApp)}, not ${app}`;
  if (typeof builtAt !== 'string') return 'has no builtAt time';
  if (commit !== null && typeof commit !== 'string') return 'has no commit (a string or null)';
  if (typeof dirty !== 'boolean') return 'has no dirty flag (true or false)';
  return null;
}

/** A release record's bytes as what it says, or a BadRecordError naming `where` and the problem. */
export function recordOf(
  bytes: Uint8Array,
  where: string,
  app: AppFolder,
  id: string,
): ReleaseInfo {
  let record: unknown;
  try {
    record = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch (error) {
    throw new BadRecordError(`${where} is not JSON: ${(error as Error).message}`);
  }
  const problem = problemWith(record, app, id);
  if (problem) throw new BadRecordError(`${where} ${problem}`);
  const { builtAt, commit, dirty } = record as ReleaseInfo;
  return { id, app, builtAt, commit, dirty };
}
