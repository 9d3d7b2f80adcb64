// Names are data dropped into a sentence: a country or service name must not sit where the
// language wants an article, a case or a particle fitted to it ("in United States",
// "em Estados Unidos", "{service}을"). The words of each language that do.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { AppLocale } from '../../../supabase/functions/_shared/app-locales.ts';
import type { Message } from '../message-sources.ts';
import { valueName, type MessageText } from '../message-text.ts';

const COUNTRY = ['country'];
const SERVICE = ['service', 'services'];

interface WordsBeforeName {
  /** A literal that ends in one of the words (whole, then spaces), the word caught. */
  before: RegExp;
  names: string[];
}

const endingIn = (words: string[]) => new RegExp(`(?:^|[^\\p{L}])(${words.join('|')})\\s*$`, 'iu');

const WORDS_BEFORE_NAMES: Partial<Record<AppLocale, WordsBeforeName[]>> = {
  en: [{ before: endingIn(['in', 'from']), names: COUNTRY }],
  de: [{ before: endingIn(['in', 'im', 'aus', 'nach', 'von', 'vom', 'für']), names: COUNTRY }],
  fr: [
    {
      before: endingIn(['en', 'au', 'aux', 'à', 'de', 'du', 'des', 'd’', "d'", 'pour', 'dans']),
      names: COUNTRY,
    },
  ],
  'pt-BR': [
    {
      before: endingIn(['em', 'no', 'na', 'nos', 'nas', 'de', 'do', 'da', 'dos', 'das', 'para']),
      names: COUNTRY,
    },
    { before: endingIn(['no', 'na', 'do', 'da', 'ao', 'à', 'pelo', 'pela']), names: SERVICE },
  ],
};

/** Korean particles whose form depends on the last sound of the word before them (a closing quote between them changes nothing). */
const KOREAN_PARTICLE = /^[”’」』]?(을|를|이|가|은|는|와|과|으로|로)(?![\p{L}])/u;

/** The value an element shows first: itself, or the first thing inside a tag (`<b>{country}</b>`). */
const firstValue = (element: MessageFormatElement | undefined): string | undefined =>
  element?.type === TYPE.tag ? firstValue(element.children[0]) : valueName(element);
/** The value an element shows last. */
const lastValue = (element: MessageFormatElement | undefined): string | undefined =>
  element?.type === TYPE.tag ? lastValue(element.children.at(-1)) : valueName(element);

export function grammarProblems(message: Message, text: MessageText): string[] {
  const problems: string[] = [];
  for (const literal of text.literals) {
    const next = firstValue(literal.after);
    for (const { before, names } of WORDS_BEFORE_NAMES[message.locale] ?? []) {
      if (!next || !names.includes(next)) continue;
      const word = before.exec(literal.text)?.[1]?.toLowerCase();
      if (word) problems.push(`puts "${word}" before {${next}}: write it so the name needs none`);
    }
    const previous = lastValue(literal.before);
    const particle = message.locale === 'ko' && previous && KOREAN_PARTICLE.exec(literal.text);
    if (particle) {
      problems.push(
        `puts the particle "${particle[1]}" right after {${previous}}: its form depends on the name`,
      );
    }
  }
  return problems;
}
