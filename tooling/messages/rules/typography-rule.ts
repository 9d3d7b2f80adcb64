// Each language's typography: French spaces before high punctuation and inside guillemets, each
// language's quotation marks, the ellipsis character, Japanese full-width punctuation, single
// spaces, and an explicit zero in French and Brazilian plurals (CLDR's `one` catches 0 there).
import type { AppLocale } from '../../../supabase/functions/_shared/app-locales.ts';
import type { Message } from '../message-sources.ts';
import type { Literal, MessageText } from '../message-text.ts';

const NARROW_NBSP = '\u202F';
const NBSP = '\u00A0';

/** Quotation marks a language does not use (its own: de „…“, fr « », ja 「」, ko and pt-BR “…”). */
const FOREIGN_QUOTES: Record<Exclude<AppLocale, 'en'>, string> = {
  de: '"”«»「」',
  fr: '"“”„「」',
  ja: '"“”„«»',
  ko: '"„«»「」',
  'pt-BR': '"„«»「」',
};

const ZERO_PLURALS = new Set<AppLocale>(['fr', 'pt-BR']);
const JAPANESE = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}ー';
const HALF_WIDTH_BESIDE_JAPANESE = new RegExp(
  `[${JAPANESE}][,.!?:;()]|[,.!?:;()][${JAPANESE}]`,
  'u',
);

const codePoint = (char: string) =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const spaceName = (char: string | undefined) =>
  char === undefined || !/\s/u.test(char)
    ? 'no space'
    : char === ' '
      ? 'a breaking space'
      : `"${char}" (${codePoint(char)})`;

/** French: U+202F before ; ! ? and U+00A0 before :, never a breaking space or none. */
function frenchPunctuationProblems(literal: Literal): string[] {
  const problems: string[] = [];
  for (const match of literal.text.matchAll(/[!?;:]/g)) {
    const index = match.index;
    const mark = match[0];
    const next = literal.text[index + 1];
    if (mark === ':' && (next === '/' || (next !== undefined && /\d/.test(next)))) continue;
    const previous = index > 0 ? literal.text[index - 1] : literal.before ? undefined : '';
    if (previous === '' || (previous && '!?'.includes(previous))) continue;
    const wanted = mark === ':' ? NBSP : NARROW_NBSP;
    if (previous !== wanted) {
      problems.push(
        `has ${spaceName(previous)} before "${mark}": French wants ${codePoint(wanted)}`,
      );
    }
  }
  for (const match of literal.text.matchAll(/«|»/g)) {
    const beside = match[0] === '«' ? literal.text[match.index + 1] : literal.text[match.index - 1];
    if (beside !== NARROW_NBSP) {
      problems.push(`has ${spaceName(beside)} inside "${match[0]}": French wants U+202F`);
    }
  }
  return problems;
}

/** The rules every language's words follow, English included. */
function commonProblems(literal: Literal): string[] {
  const problems: string[] = [];
  if (literal.text.includes('...')) problems.push('writes "..." where the ellipsis is "…"');
  if (/[ \u00A0\u202F]{2}/u.test(literal.text)) problems.push('has two spaces in a row');
  return problems;
}

export function typographyProblems(message: Message, text: MessageText): string[] {
  const problems = text.literals.flatMap(commonProblems);
  const { locale } = message;
  if (locale === 'en') return problems;
  const foreign = [...FOREIGN_QUOTES[locale]].filter((quote) => text.words.includes(quote));
  if (foreign.length > 0)
    problems.push(`uses the quotation marks ${foreign.join(' ')}, not ${locale}’s`);
  if (locale === 'de' && text.words.split('„').length !== text.words.split('“').length) {
    problems.push('opens and closes quotations unevenly: German quotes „so“');
  }
  if (locale === 'fr') problems.push(...text.literals.flatMap(frenchPunctuationProblems));
  if (
    locale === 'ja' &&
    text.literals.some((literal) => HALF_WIDTH_BESIDE_JAPANESE.test(literal.text))
  ) {
    problems.push('has half-width punctuation beside Japanese text: use 、。！？：（）');
  }
  if (ZERO_PLURALS.has(locale)) {
    for (const plural of text.plurals.filter((element) => !('=0' in element.options))) {
      problems.push(`plural {${plural.value}} has no "=0" branch, so 0 reads as one`);
    }
  }
  return problems;
}
