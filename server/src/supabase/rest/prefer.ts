import type { Resolution } from './sql-builder.js';

export interface Preferences {
  returnRepresentation: boolean;
  resolution: Resolution;
  countExact: boolean;
}

/** Reads the `Prefer` header (`return=…, resolution=…, count=…`), ignoring what is not supported. */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const entries = new Map(
    [header ?? []]
      .flat()
      .flatMap((h) => h.split(','))
      .map((part) => part.trim().split('=') as [string, string | undefined]),
  );
  const resolution = entries.get('resolution');
  return {
    returnRepresentation: entries.get('return') === 'representation',
    resolution:
      resolution === 'merge-duplicates' || resolution === 'ignore-duplicates'
        ? resolution
        : undefined,
    countExact: entries.get('count') === 'exact',
  };
}
