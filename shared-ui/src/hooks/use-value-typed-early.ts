import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Hands a controlled field's text typed before the page's code ran to the field's owner. A
 * server-rendered field takes keystrokes before hydration; hydration keeps that text in the DOM,
 * but the field's state never heard of it, and React resets the DOM to the state's value on the
 * field's next render, so the text would vanish. On mount, when the field's DOM value differs from
 * `value`, `adopt` gets the DOM's (and whether the field has focus, as a field typed into does);
 * the owner makes it its value. A field rendered in the browser starts with `value`, and an
 * uncontrolled one (`value` undefined) keeps its DOM's text: nothing happens.
 */
export function useValueTypedEarly(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string | undefined,
  adopt: (typed: string, focused: boolean) => void,
): void {
  // What the first render saw: only the mount compares (later renders are React's own).
  const first = useRef({ value, adopt });
  useLayoutEffect(() => {
    const element = field.current;
    const { value: rendered, adopt: adoptFirst } = first.current;
    if (!element || rendered === undefined || element.value === rendered) return;
    adoptFirst(element.value, element === element.ownerDocument.activeElement);
  }, [field]);
}
