// A translation shows the values its English shows, and only values the caller gives: the
// English's, or one its description names ("{lastDay} the last day of this one") in place of one
// it also names. A value may be left out where the description says other languages may ignore
// it, or where the English only picks a plural form by it (Japanese and Korean have one form).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Message } from '../message-sources.ts';
import { elementLists, valueName, type MessageText } from '../message-text.ts';

interface Values {
  /** Its values' names, and its tags' as `<b>`. */
  names: Set<string>;
  /** Values the message only picks a plural form by, never showing them (no `#`). */
  pluralOnly: Set<string>;
}

const showsCount = (elements: MessageFormatElement[]) =>
  [...elementLists(elements)].some((list) => list.some((element) => element.type === TYPE.pound));

function valuesOf(elements: MessageFormatElement[]): Values {
  const values: Values = { names: new Set(), pluralOnly: new Set() };
  for (const list of elementLists(elements)) {
    for (const element of list) {
      const name = element.type === TYPE.tag ? `<${element.value}>` : valueName(element);
      if (name !== undefined) values.names.add(name);
      if (
        element.type === TYPE.plural &&
        !Object.values(element.options).some((option) => showsCount(option.value))
      ) {
        values.pluralOnly.add(element.value);
      }
    }
  }
  return values;
}

export function placeholderProblems(message: Message, text: MessageText): string[] {
  if (message.locale === 'en') return [];
  const english = valuesOf(parse(message.english));
  const translated = valuesOf(text.elements).names;
  const description = message.description ?? '';
  const named = (name: string) => description.includes(`{${name}}`);
  const substitute = [...translated].some((name) => !english.names.has(name) && named(name));
  const ignorable = (name: string) =>
    english.pluralOnly.has(name) || (named(name) && (substitute || /may ignore/.test(description)));
  const problems: string[] = [];
  for (const name of translated) {
    if (!english.names.has(name) && !named(name)) {
      problems.push(`uses {${name}}, which the English neither has nor its description names`);
    }
  }
  for (const name of english.names) {
    if (!translated.has(name) && !ignorable(name))
      problems.push(`leaves out the English's {${name}}`);
  }
  return problems;
}
