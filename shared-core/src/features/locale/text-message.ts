import type { MessageDescriptor } from 'react-intl';

/**
 * A message as plain data, for the store and for shared constants: its id, its English text and
 * its note for translators (`MessageDescriptor` also allows a parsed text, whose types would
 * travel into every declaration and state type that holds one).
 */
export interface TextMessage {
  id?: string;
  defaultMessage?: string;
  description?: string;
}

/** `defineMessages`' messages as plain data: in our code their texts are always strings. */
export const asTextMessages = <Key extends string>(messages: Record<Key, MessageDescriptor>) =>
  messages as Record<Key, TextMessage>;
