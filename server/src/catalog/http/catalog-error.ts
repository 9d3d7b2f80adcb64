/** TMDB's error body: `{ success: false, status_code, status_message }`. */
export interface TmdbErrorBody {
  success: false;
  status_code: number;
  status_message: string;
}

export class CatalogError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: TmdbErrorBody,
    /** Sent as `Retry-After` (a 503 or a 429): when asking again may be answered. */
    readonly retryAfterSeconds?: number,
  ) {
    super(body.status_message);
  }
}

// TMDB's own status codes: 34 = resource not found, 22 = invalid page, 18 = validation failed.
export function notFound(): CatalogError {
  return new CatalogError(404, {
    success: false,
    status_code: 34,
    status_message: 'The resource you requested could not be found.',
  });
}

export function invalidParameter(message: string): CatalogError {
  return new CatalogError(422, { success: false, status_code: 18, status_message: message });
}

/** 400, TMDB's "Validation failed": a parameter holds a NUL character (raw or as %00). */
export function invalidCharacter(name: string): CatalogError {
  const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
  const where = name.includes('\0') ? 'A parameter name' : `The parameter ${shown}`;
  return new CatalogError(400, {
    success: false,
    status_code: 18,
    status_message: `${where} contains a NUL character (%00), which no catalog value may hold.`,
  });
}

export function invalidPage(): CatalogError {
  return new CatalogError(400, {
    success: false,
    status_code: 22,
    status_message:
      'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
  });
}

/** 400, "Validation failed", for `/3/find`: the message says what is wrong. */
export function invalidFindParameter(message: string): CatalogError {
  return new CatalogError(400, { success: false, status_code: 18, status_message: message });
}

/** 400, "Validation failed", for the WatchWhere extensions (`/ww/...`): the message says what is wrong. */
export function invalidChangesParameter(message: string): CatalogError {
  return new CatalogError(400, { success: false, status_code: 18, status_message: message });
}
