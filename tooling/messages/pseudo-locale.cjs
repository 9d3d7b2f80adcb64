// The pseudo-locale's second half: FormatJS's `en-XA` accents every letter and brackets each
// message; this makes each message 35 % longer too (German runs about that much past English), so
// a layout that cuts off or overflows longer text shows it in the e2e run.
const LITERAL = 0;
const PLURAL = 6;
const SELECT = 5;
const TAG = 8;
const GROWTH = 0.35;

/** The letters of a message's literal parts (its visible text, roughly), nested ones included. */
function visibleLength(elements) {
  let length = 0;
  for (const element of elements) {
    if (element.type === LITERAL) length += element.value.length;
    else if (element.type === TAG) length += visibleLength(element.children);
    else if (element.type === PLURAL || element.type === SELECT) {
      const options = Object.values(element.options);
      length += options.length ? visibleLength(options[0].value) : 0;
    }
  }
  return length;
}

/** Padding of `length` characters in short words, so it wraps as real text does. */
const paddingOf = (length) =>
  Array.from({ length: Math.ceil(length / 4) }, () => ' ~~~')
    .join('')
    .slice(0, Math.max(length, 2));

/** One message, 35 % longer: padding before its closing bracket. */
function lengthen(elements) {
  const padding = Math.ceil(visibleLength(elements) * GROWTH);
  if (padding === 0) return elements;
  const last = elements.at(-1);
  const pad = { type: LITERAL, value: paddingOf(padding) };
  return last?.type === LITERAL && last.value.endsWith(']')
    ? [
        ...elements.slice(0, -1),
        { type: LITERAL, value: last.value.slice(0, -1) + pad.value + ']' },
      ]
    : [...elements, pad];
}

/** A compiled catalog's every message lengthened. */
const lengthened = (catalog) =>
  Object.fromEntries(Object.entries(catalog).map(([id, elements]) => [id, lengthen(elements)]));

module.exports = { lengthened };
