import type { Highs } from 'highs';

/**
 * Loads HiGHS for `planRotation`. The module is imported only here, when asked, so a page that
 * never plans a rotation never fetches it; the loader finds its wasm itself (beside it in Node, as
 * the bundled asset in a browser build), so no `locateFile` is passed.
 */
export async function loadPlannerSolver(): Promise<Highs> {
  const { default: loadHighs } = await import('highs');
  return loadHighs();
}
