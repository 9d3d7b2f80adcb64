// A message uses the glossary's word for each term, never a variant the glossary refuses.
import { containsTerm, type Glossary } from '../glossary.ts';
import type { Message } from '../message-sources.ts';
import type { MessageText } from '../message-text.ts';

const allowed = (allowIds: string[] | undefined, message: Message) =>
  (allowIds ?? []).some((id) => id === message.id || id === `${message.where}:${message.id}`);

export function glossaryProblems(
  message: Message,
  text: MessageText,
  glossary: Glossary,
): string[] {
  return glossary.terms.flatMap((term) =>
    (term.refuse ?? [])
      .filter((variant) => containsTerm(text.words, variant, message.locale))
      .filter(() => !allowed(term.allowIds, message))
      .map((variant) => `says "${variant}" where the glossary's ${term.concept} is "${term.use}"`),
  );
}
