/**
 * The one way an address inside the app travels in a `redirect` query parameter (`/auth`,
 * `/welcome`, the onboarding steps): `withRedirect` writes it, `safeRedirectPath` reads it back.
 * Only a path on this origin is ever followed: anything that could leave the app (`//host`,
 * `https:`, `javascript:`, backslashes, control characters, `.`/`..` segments, or any of them
 * percent-encoded) is refused.
 */

const MAX_LENGTH = 2048;
/** Any origin will do: a path that resolves anywhere else is leaving the app. */
const BASE = 'https://watchwhere.invalid';
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FORBIDDEN = /[\u0000-\u001f\u007f\s\\]/;
/** `.` and `..` segments: no app link has them, and resolved later they turn `/..//x` into `//x`. */
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/** Decodes until nothing changes; null when the text is not valid percent-encoding. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * The in-app path (`/movie/603`, `/discover?genre=28`) a `redirect` value names, or null. The value
 * may leave out the leading slash (`account` → `/account`), as the app's own links do.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (!raw || raw.length > MAX_LENGTH || FORBIDDEN.test(raw) || SCHEME.test(raw)) return null;

  const path = raw.startsWith('/') ? raw : `/${raw}`;
  const end = path.search(/[?#]/);
  const decodedPath = fullyDecoded(end === -1 ? path : path.slice(0, end));
  if (
    decodedPath === null ||
    FORBIDDEN.test(decodedPath) ||
    decodedPath.startsWith('//') ||
    DOT_SEGMENT.test(decodedPath) ||
    SCHEME.test(decodedPath.slice(1))
  ) {
    return null;
  }

  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `path` carrying `target` in its `redirect` parameter (`withRedirect('/auth', '/account')` →
 * `/auth?redirect=account`); just `path` when the target is home or not a safe in-app path.
 */
export function withRedirect(path: string, target: string | null | undefined): string {
  const safe = safeRedirectPath(target);
  if (!safe || safe === '/') return path;
  const value = encodeURIComponent(safe.slice(1)).replace(/%2F/gi, '/');
  return `${path}${path.includes('?') ? '&' : '?'}redirect=${value}`;
}
