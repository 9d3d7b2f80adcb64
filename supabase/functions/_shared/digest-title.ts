// The weekly digest's title as public.match_alerts words it (English, in the database), read back
// into its counts so the mail and the Notifications page can say it in the member's language. A
// plain module with no imports: the Deno edge functions, the Node backend and the browser's
// shared-core all import it.

export interface DigestCounts {
  /** Titles that arrived in the past week. */
  arrived: number;
  /** Titles leaving in the next two weeks. */
  leaving: number;
  /** `any`: on any streaming service (the member named none); `mine`: on the member's services. */
  scope: 'any' | 'mine';
}

const DIGEST_TITLE =
  /^Your week: (\d+) new on (streaming|your services), (\d+) leaving in the next two weeks$/;

/** The counts a digest's title states, or null for any other text. */
export function digestCounts(title: string): DigestCounts | null {
  const match = DIGEST_TITLE.exec(title);
  if (!match) return null;
  return {
    arrived: Number(match[1]),
    scope: match[2] === 'streaming' ? 'any' : 'mine',
    leaving: Number(match[3]),
  };
}
