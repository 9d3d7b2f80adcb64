/** Why a typed price is refused, or the amount it stands for. */
export type ParsedPrice =
  | { ok: true; amount: number | null }
  | { ok: false; reason: 'not-a-number' | 'negative' | 'too-high' };

/** How many decimals a currency's prices have: 2 for US dollars, 0 for yen and won. */
export const currencyDecimals = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2;

/** Spaces, currency signs and a currency code around the number ("₩13,500", "R$ 39,90", "15.49 USD"). */
const withoutMarks = (text: string) =>
  text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/\p{Sc}/gu, '')
    .replace(/^[A-Za-z]{1,3}(?=[-\d.,])/, '')
    .replace(/(?<=[\d.,])[A-Za-z]{3}$/, '');

/** Thousands grouped by "," or "." (or none), then maybe decimals after the other separator. */
const GROUPED = /^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*)(?:([.,])(\d+))?$/;
const PLAIN = /^(\d+)(?:[.,](\d+))?$/;

/** The whole part and the decimals a text writes, or null. */
function numberParts(compact: string): { whole: string; decimals: string } | null {
  const grouped = GROUPED.exec(compact);
  if (grouped && grouped[3] !== grouped[2]) {
    return { whole: grouped[1]!.replace(/[.,]/g, ''), decimals: grouped[4] ?? '' };
  }
  const plain = PLAIN.exec(compact);
  return plain ? { whole: plain[1]!, decimals: plain[2] ?? '' } : null;
}

/**
 * A monthly price as a member types it: "15.49", "15,49", "13 500", "13,500", "1,000.00" or
 * "₩13,500" (digits with thousands grouped or not, and up to the currency's decimals); empty
 * forgets the price.
 */
export function parsePrice(text: string, ceiling: number, decimals = 2): ParsedPrice {
  if (text.trim() === '') return { ok: true, amount: null };
  const compact = withoutMarks(text);
  if (compact.startsWith('-') && /\d/.test(compact)) return { ok: false, reason: 'negative' };
  const parts = numberParts(compact);
  if (!parts || parts.decimals.length > decimals) return { ok: false, reason: 'not-a-number' };
  const amount = Number(parts.decimals ? `${parts.whole}.${parts.decimals}` : parts.whole);
  if (amount > ceiling) return { ok: false, reason: 'too-high' };
  return { ok: true, amount };
}
