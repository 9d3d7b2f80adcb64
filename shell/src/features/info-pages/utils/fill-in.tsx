import { Fragment, type ReactNode } from 'react';

/**
 * A whole sentence with `{name}` placeholders, filled with values (text or elements, such as a
 * link), the way a message library does: the sentence stays whole for translation.
 */
export function fillIn(message: string, values: Record<string, ReactNode>): ReactNode {
  return message
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 0 ? part : <Fragment key={index}>{values[part] ?? `{${part}}`}</Fragment>,
    );
}
