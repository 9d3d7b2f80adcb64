/**
 * Tells React's onChange that a field holds `typed`, as an `input` event the visitor's keystrokes
 * would have raised. React only calls onChange when the DOM's value differs from the one it last
 * saw, so the field is first set back to what it rendered (`rendered`, through the element, which
 * React watches), then to `typed` by the browser's own setter, unseen.
 */
export function announceTypedText(element: HTMLInputElement, rendered: string, typed: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  element.value = rendered;
  setValue.call(element, typed);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}
