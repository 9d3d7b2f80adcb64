// A translation shows the values its English shows, and only values the caller gives: the
// English's, or one its description names ("{lastDay} the last day of this one") in place of one
// it also names. A value may be left out where the description says other languages may ignore
// it, or where the English only picks a plural form by it (Japanese and Korean have one form).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Message } from '../message-sources.ts';

interface Values {
  names: Set<string>;
  /** Values the message only picks a plural form by, never showing them (no `#`). */
  pluralOnly: Set<string>;
}

const showsCount = (elements: MessageFormatElement[]): boolean =>
  elements.some(
    (element) =>
      element.type === TYPE.pound ||
      ((element.type === TYPE.select || element.type === TYPE.plural) &&
        Object.values(element.options).some((option) => showsCount(option.value))) ||
      (element.type === TYPE.tag && showsCount(element.children)),
  );

function collect(elements: MessageFormatElement[], values: Values): Values {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      values.names.add(`<${element.value}>`);
      collect(element.children, values);
    } else if (element.type === TYPE.select || element.type === TYPE.plural) {
      values.names.add(element.value);
      const options = Object.values(element.options);
      if (element.type === TYPE.plural && !options.some((option) => showsCount(option.value))) {
        values.pluralOnly.add(element.value);
      }
      for (const option of options) collect(option.value, values);
    } else if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    ) {
      values.names.add(element.value);
    }
  }
  return values;
}

const valuesOf = (message: string) =>
  collect(parse(message), { names: new Set(), pluralOnly: new Set() });

export function placeholderProblems(message: Message): string[] {
  if (message.locale === 'en') return [];
  const english = valuesOf(message.english);
  const translated = valuesOf(message.text).names;
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
