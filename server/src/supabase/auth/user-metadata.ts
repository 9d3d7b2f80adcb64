import { authError, validationFailed } from './errors.js';

export const maxFullNameLength = 200;
const maxMetadataBytes = 4096;
const nameKeys = ['full_name', 'name'];

const tooLarge = (message: string) => authError(422, 'validation_failed', message);

/**
 * Sign-up and profile metadata as GoTrue takes it (`data`), within the limits the profile can
 * hold: a name is text of at most 200 characters (the profiles column's limit) and the whole
 * object at most 4 KB, so an oversized value is a 422 rather than a database error.
 */
export function validMetadata(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw validationFailed('data must be an object');
  const metadata = value as Record<string, unknown>;
  for (const key of nameKeys) {
    const name = Object.hasOwn(metadata, key) ? metadata[key] : undefined;
    if (name === undefined || name === null) continue;
    if (typeof name !== 'string') throw validationFailed(`${key} must be text`);
    if ([...name.trim()].length > maxFullNameLength)
      throw tooLarge(`${key} must be at most ${maxFullNameLength} characters`);
  }
  if (Buffer.byteLength(JSON.stringify(metadata)) > maxMetadataBytes)
    throw tooLarge(`User metadata must be at most ${maxMetadataBytes} bytes`);
  return metadata;
}
