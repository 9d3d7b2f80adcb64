// The words' lint: every message in every language against its English's values, its glossary,
// the grammar around names and the language's typography. Run by `pnpm messages --check`, so by `pnpm lint`.
import type { AppLocale } from '../../supabase/functions/_shared/app-locales.ts';
import type { Glossary } from './glossary.ts';
import { messageLabel, type Message } from './message-sources.ts';
import { messageText, type MessageText } from './message-text.ts';
import { glossaryProblems } from './rules/glossary-rule.ts';
import { grammarProblems } from './rules/grammar-rule.ts';
import { placeholderProblems } from './rules/placeholder-rule.ts';
import { typographyProblems } from './rules/typography-rule.ts';

/** The English text without the strings the spec fixes, which stay as the spec writes them. */
function withoutSpecFixed(text: MessageText, specFixed: string[]): MessageText {
  const strip = (words: string) =>
    specFixed.reduce((rest, fixed) => rest.split(fixed).join(' '), words);
  return {
    ...text,
    literals: text.literals.map((literal) => ({ ...literal, text: strip(literal.text) })),
    words: strip(text.words),
  };
}

export function messageProblems(message: Message, glossary: Glossary | undefined): string[] {
  let text: MessageText;
  try {
    text = messageText(message.text);
  } catch (error) {
    return [`${messageLabel(message)}: is not a valid ICU message (${(error as Error).message})`];
  }
  if (message.locale === 'en') text = withoutSpecFixed(text, glossary?.specFixed ?? []);
  const problems = new Set([
    ...(glossary ? glossaryProblems(message, text, glossary) : []),
    ...placeholderProblems(message, text),
    ...grammarProblems(message, text),
    ...typographyProblems(message, text),
  ]);
  return [...problems].map((problem) => `${messageLabel(message)} ("${message.text}"): ${problem}`);
}

export function lintMessages(messages: Message[], glossaries: Glossary[]): string[] {
  const byLocale = new Map<AppLocale, Glossary>(glossaries.map((g) => [g.locale, g]));
  return messages.flatMap((message) => messageProblems(message, byLocale.get(message.locale)));
}
