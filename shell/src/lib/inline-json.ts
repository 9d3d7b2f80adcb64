/**
 * The JSON the served page carries in `<script type="application/json" id="…">`, or undefined when
 * it has none by that id or it is unreadable.
 */
export function inlineJson(id: string): unknown {
  const block = document.getElementById(id);
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return undefined;
  try {
    return JSON.parse(block.textContent ?? '');
  } catch {
    return undefined;
  }
}
