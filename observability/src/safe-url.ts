/** What ends a word in a log line or URL: an address or token never holds one of these. */
const END = String.raw`\s"<>/?&=,;:()[\]{}\\`;
/**
 * An email address in any script, its `@` as written or percent-encoded (`%40`, `%2540`): a word,
 * an `@`, and more of the word with a letter in it (`tsx@4.20.6`, a package's version, stays).
 */
const EMAIL = new RegExp(`[^${END}]+(?:@|%(?:25)*40)([^${END}@]+)`, 'gi');
/** A JSON Web Token (three base64url parts, the first `{"`). */
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;
/** A long run of letters and digits: an opaque token or key, if it mixes cases and digits. */
const OPAQUE = /[\w-]{20,}/g;
const HEX = /\b[0-9a-f]{32,}\b/gi;

const isOpaqueToken = (word: string) => /[A-Z]/.test(word) && /[a-z]/.test(word) && /\d/.test(word);

/**
 * A text with every email address and token in it replaced by a mark. Ids, slugs, UUIDs and
 * release names (no capital letters, or no digits) stay as they are.
 */
export function withoutSecrets(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(EMAIL, (word, domain: string) => (/\p{L}/u.test(domain) ? '[email]' : word))
    .replace(HEX, '[token]')
    .replace(OPAQUE, (word) => (isOpaqueToken(word) ? '[token]' : word));
}

/**
 * A request target fit for a log line: its path, and its query's names without their values.
 * Tokens, emails and filters travel in queries (`/verify?token=…`, `?email=eq.…`); a path may name
 * an address too, so those are masked as well.
 */
export function safeUrl(target: string): string {
  const queryStart = target.indexOf('?');
  const path = withoutSecrets(queryStart < 0 ? target : target.slice(0, queryStart));
  if (queryStart < 0) return path;
  const names = new URLSearchParams(target.slice(queryStart + 1)).keys();
  const query = [...new Set(names)].map((name) => withoutSecrets(encodeURIComponent(name)));
  return `${path}?${query.join('&')}`;
}
