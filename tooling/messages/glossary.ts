// The glossaries (`glossary/<locale>.json`): per language, the one word each product term gets
// and the variants lint refuses; the English one also lists the strings the spec fixes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_LOCALES, type AppLocale } from '../../supabase/functions/_shared/app-locales.ts';

export interface GlossaryTerm {
  concept: string;
  use: string;
  forms?: string[];
  refuse?: string[];
  /** Messages (`<id>` or `<where>:<id>`) where a refused variant is right, said why in `note`. */
  allowIds?: string[];
  note?: string;
}

export interface Glossary {
  locale: AppLocale;
  terms: GlossaryTerm[];
  /** English only: strings the spec quotes, kept exactly as it writes them. */
  specFixed?: string[];
  review?: { method: string; messages?: number; changed?: number };
}

const GLOSSARY_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'glossary');

export const glossaryFile = (locale: AppLocale) => path.join(GLOSSARY_FOLDER, `${locale}.json`);

/** Each language's glossary, and what is wrong with the files themselves. */
export function readGlossaries(): { glossaries: Glossary[]; problems: string[] } {
  const glossaries: Glossary[] = [];
  const problems: string[] = [];
  for (const locale of APP_LOCALES) {
    const file = glossaryFile(locale);
    if (!existsSync(file)) {
      problems.push(`${locale}: no glossary (tooling/messages/glossary/${locale}.json)`);
      continue;
    }
    const glossary = JSON.parse(readFileSync(file, 'utf8')) as Glossary;
    problems.push(...glossaryFileProblems(glossary, locale));
    glossaries.push(glossary);
  }
  return { glossaries, problems };
}

export function glossaryFileProblems(glossary: Glossary, locale: AppLocale): string[] {
  const problems: string[] = [];
  if (glossary.locale !== locale)
    problems.push(`${locale} glossary: says it is "${glossary.locale}"`);
  if (!glossary.review?.method) problems.push(`${locale} glossary: no review.method`);
  for (const term of glossary.terms) {
    const accepted = [term.use, ...(term.forms ?? [])];
    for (const variant of term.refuse ?? []) {
      const inside = accepted.find((word) => containsTerm(word, variant, locale));
      if (inside) {
        problems.push(
          `${locale} glossary: ${term.concept} refuses "${variant}", found in "${inside}"`,
        );
      }
    }
  }
  return problems;
}

/** Scripts written without spaces between words: a variant is found anywhere in the text. */
const UNSPACED = new Set<AppLocale>(['ja', 'ko']);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` has `term`, ignoring case: as a whole word, or anywhere in ja and ko. */
export function containsTerm(text: string, term: string, locale: AppLocale): boolean {
  const pattern = UNSPACED.has(locale)
    ? escapeRegExp(term)
    : `(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`;
  return new RegExp(pattern, 'iu').test(text);
}
