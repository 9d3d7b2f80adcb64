/** Why a typed price is refused, or the amount it stands for. */
export type ParsedPrice =
  | { ok: true; amount: number | null }
  | { ok: false; reason: 'not-a-number' | 'negative' | 'too-high' };

/**
 * A monthly price as a member types it: "15.49", "15,49", "13 500" or "13,500" (digits with one
 * decimal separator of either kind, or thousands grouped); empty forgets the price.
 */
export function parsePrice(text: string, ceiling: number): ParsedPrice {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { ok: true, amount: null };
  if (compact.startsWith('-') && /\d/.test(compact)) return { ok: false, reason: 'negative' };
  const grouped = /^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(compact);
  const normal = grouped ? compact.replace(/[.,]/g, '') : compact.replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return { ok: false, reason: 'not-a-number' };
  const amount = Number(normal);
  if (amount > ceiling) return { ok: false, reason: 'too-high' };
  return { ok: true, amount };
}
