// A message's text as the rules read it: its ICU syntax parsed by FormatJS, so a rule sees what
// a reader sees (literal words and the values beside them), never the syntax.
import {
  parse,
  TYPE,
  type MessageFormatElement,
  type PluralElement,
} from '@formatjs/icu-messageformat-parser';

/** A run of literal words and the elements right before and after it (undefined at an edge). */
export interface Literal {
  text: string;
  before?: MessageFormatElement;
  after?: MessageFormatElement;
}

export interface MessageText {
  /** The message as FormatJS parsed it. */
  elements: MessageFormatElement[];
  literals: Literal[];
  /** Every literal run, joined by a space: the words a reader sees, values left out. */
  words: string;
  plurals: PluralElement[];
}

/** Every element list of a message: its top level, each select/plural branch, each tag's inside. */
export function* elementLists(elements: MessageFormatElement[]): Generator<MessageFormatElement[]> {
  yield elements;
  for (const element of elements) {
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) yield* elementLists(option.value);
    } else if (element.type === TYPE.tag) {
      yield* elementLists(element.children);
    }
  }
}

export function messageText(message: string): MessageText {
  const literals: Literal[] = [];
  const plurals: PluralElement[] = [];
  const elements = parse(message);
  for (const list of elementLists(elements)) {
    list.forEach((element, index) => {
      if (element.type === TYPE.literal) {
        literals.push({ text: element.value, before: list[index - 1], after: list[index + 1] });
      } else if (element.type === TYPE.plural && element.pluralType !== 'ordinal') {
        plurals.push(element);
      }
    });
  }
  return {
    elements,
    literals,
    words: literals.map((literal) => literal.text).join(' '),
    plurals,
  };
}

/** The name of a value element (`{country}` → country), or undefined for words, tags and `#`. */
export function valueName(element: MessageFormatElement | undefined): string | undefined {
  if (!element) return undefined;
  return element.type === TYPE.argument ||
    element.type === TYPE.number ||
    element.type === TYPE.date ||
    element.type === TYPE.time ||
    element.type === TYPE.select ||
    element.type === TYPE.plural
    ? element.value
    : undefined;
}
