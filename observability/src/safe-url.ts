/** An email address, its `@` as written or percent-encoded (`%40`, in a path). */
const EMAIL = /[\w.+%-]+?(@|%40)[\w-]+(\.[\w-]+)*\.[a-z]{2,}/gi;
/** A JSON Web Token (three base64url parts, the first `{"`). */
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;

/** A text with every email address and token in it replaced by a mark. */
export function withoutSecrets(text: string): string {
  return text.replace(JWT, '[token]').replace(EMAIL, '[email]');
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
  const query = [...new Set(names)].map((name) => encodeURIComponent(withoutSecrets(name)));
  return `${path}?${query.join('&')}`;
}
