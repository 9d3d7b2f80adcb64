// Whether a page server can serve from its release store, asked once at start: a process that
// cannot reach its store, keep fetched releases, or find a release set to serve says so in one
// line and exits 1 rather than answering every page with an error.
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { InvalidPointerError } from './release-pointer.js';
import type { Releases } from './releases-context.js';

/**
 * Makes a folder and the missing ones above it, one level at a time (a recursive mkdir below
 * /proc never returns).
 */
function makeFolder(dir: string): void {
  if (existsSync(dir)) return;
  makeFolder(path.dirname(dir));
  mkdirSync(dir);
}

/** One line naming what is wrong, or null when the first page can be served. */
export async function releaseStoreProblem(
  { files, pointers }: Releases,
  env: string,
): Promise<string | null> {
  try {
    makeFolder(files.dir);
    accessSync(files.dir, constants.W_OK);
  } catch (error) {
    return `WATCHWHERE_RELEASES_DIR: ${files.dir} cannot hold releases (${(error as Error).message})`;
  }
  let pointer;
  try {
    pointer = (await pointers.read(env)).pointer;
  } catch (error) {
    if (error instanceof InvalidPointerError) return error.message;
    return (error as Error).message;
  }
  const shell = pointer.shell?.live;
  if (!shell) {
    return `No shell release is live in ${env} (${pointers.description}): promote one first, or set WATCHWHERE_ENV`;
  }
  try {
    await files.fetch('shell', shell);
  } catch (error) {
    const { name, message } = error as Error;
    return `The live shell release ${shell} cannot be had from ${files.description} (${name}: ${message})`;
  }
  return null;
}
