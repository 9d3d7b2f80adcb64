// Whether a release store answers, asked once at start: a process that cannot reach its store
// says so in one line and exits 1 rather than serving nothing.
import type { Releases } from './releases-context.js';

/** Null when the store answers; else one line naming the store that does not, and why. */
export async function releaseStoreProblem(
  { files, pointers }: Releases,
  env: string,
): Promise<string | null> {
  try {
    await pointers.read(env);
  } catch (error) {
    return (error as Error).message;
  }
  try {
    await files.list('shell');
  } catch (error) {
    const { name, message } = error as Error;
    return `The release files in ${files.description} cannot be listed (${name}: ${message})`;
  }
  return null;
}
