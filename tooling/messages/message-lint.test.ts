// The words' lint, as a translator meets it: a planted mistake is reported, its fix is not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AppLocale } from '../../supabase/functions/_shared/app-locales.ts';
import { readGlossaries, type Glossary } from './glossary.ts';
import { lintMessages } from './message-lint.ts';
import type { Message } from './message-sources.ts';

const { glossaries, problems: glossaryFileProblems } = readGlossaries();

const message = (locale: AppLocale, text: string, english = text): Message => ({
  where: 'shell',
  id: 'planted',
  locale,
  text,
  english,
});
const lint = (locale: AppLocale, text: string) => lintMessages([message(locale, text)], glossaries);
const glossaryOf = (locale: AppLocale) => glossaries.find((g) => g.locale === locale) as Glossary;

test('every language has a glossary lint can read', () => {
  assert.deepEqual(glossaryFileProblems, []);
  assert.equal(glossaries.length, 6);
});

test('a variant a glossary refuses is reported, its word is not', () => {
  for (const glossary of glossaries) {
    const term = glossary.terms.find((candidate) => (candidate.refuse ?? []).length > 0);
    assert.ok(term, `${glossary.locale} refuses no variant`);
    const [problem] = lint(glossary.locale, `${term.refuse![0]} {title}`);
    assert.match(problem ?? '', new RegExp(`glossary's ${term.concept}`));
    assert.deepEqual(lint(glossary.locale, `${term.use} {title}`), []);
  }
});

test('French wants U+202F before ! ? ; and U+00A0 before :', () => {
  assert.match(lint('fr', 'Bienvenue !')[0] ?? '', /breaking space before "!"/);
  assert.match(lint('fr', 'Bienvenue!')[0] ?? '', /no space before "!"/);
  assert.match(lint('fr', 'Pays : {country}')[0] ?? '', /wants U\+00A0/);
  assert.match(lint('fr', '«\u00A0{title}\u00A0»')[0] ?? '', /inside "«"/);
  assert.deepEqual(lint('fr', 'Bienvenue\u202F! Pays\u00A0: {country} «\u202F{title}\u202F»'), []);
  assert.deepEqual(lint('fr', 'Voir https://watchwhere.example à 20:30'), []);
});

test('a name where the language wants an article, case or particle around it is reported', () => {
  assert.match(
    lint('de', 'Bei {service} in {country} verfügbar')[0] ?? '',
    /"in" before \{country\}/,
  );
  assert.deepEqual(lint('de', 'Bei {service} verfügbar ({country})'), []);
  assert.match(lint('pt-BR', 'Está no {service}')[0] ?? '', /"no" before \{service\}/);
  assert.match(lint('fr', 'Disponible en {country}')[0] ?? '', /"en" before \{country\}/);
  assert.match(lint('en', 'On {service} in {country}')[0] ?? '', /"in" before \{country\}/);
  assert.match(lint('ko', '{service}에서 {title}을 볼 수 있어요')[0] ?? '', /particle "을"/);
  assert.deepEqual(lint('ko', '{service}에서 볼 수 있어요: {title}'), []);
});

test('each language’s quotation marks, ellipsis, spaces and Japanese punctuation', () => {
  assert.match(lint('de', 'Suche nach "{term}"')[0] ?? '', /quotation marks/);
  assert.deepEqual(lint('de', 'Suche nach „{term}“'), []);
  assert.match(lint('pt-BR', 'Carregando...')[0] ?? '', /ellipsis/);
  assert.match(lint('ja', '{title}を保存しました!')[0] ?? '', /half-width/);
  assert.deepEqual(lint('ja', '「{title}」を保存しました！'), []);
  assert.match(lint('ko', '저장  했어요')[0] ?? '', /two spaces/);
});

test('French and Brazilian plurals say zero on their own', () => {
  const withoutZero = '{count, plural, one {# titre} other {# titres}}';
  assert.match(lint('fr', withoutZero)[0] ?? '', /no "=0" branch/);
  assert.deepEqual(
    lint('fr', '{count, plural, =0 {aucun titre} one {# titre} other {# titres}}'),
    [],
  );
  assert.deepEqual(lint('de', '{count, plural, one {# Titel} other {# Titel}}'), []);
});

test('English keeps the strings the spec fixes as it writes them', () => {
  const fixed = glossaryOf('en').specFixed ?? [];
  assert.ok(fixed.includes('Signing in...'));
  assert.deepEqual(lint('en', 'Signing in...'), []);
  assert.match(lint('en', 'Saving...')[0] ?? '', /ellipsis/);
});

test('a translation shows the English’s values and no value the caller does not give', () => {
  const translated = (text: string, english: string, description = '') =>
    lintMessages([{ ...message('de', text, english), description }], glossaries);
  assert.match(translated('{titel} ansehen', '{title} watch')[0] ?? '', /uses \{titel\}/);
  assert.match(
    translated('Ansehen', 'Watch {title}')[0] ?? '',
    /leaves out the English's \{title\}/,
  );
  assert.deepEqual(translated('{title} ansehen', 'Watch {title}'), []);
  const both = '{before} is the first day of the next month, {lastDay} the last day of this one';
  assert.deepEqual(translated('Bis zum {lastDay} kündigen', 'Cancel before {before}', both), []);
  const plural = '{count, plural, one {Not on your service} other {Not on your services}}';
  assert.deepEqual(
    lintMessages([{ ...message('ja', 'ご利用中のサービスにありません', plural) }], glossaries),
    [],
  );
});

test('a name inside a tag or a quote still needs no article or particle', () => {
  assert.match(lint('de', 'Nur in <b>{country}</b>')[0] ?? '', /"in" before \{country\}/);
  assert.match(lint('de', 'Angebote für {country}')[0] ?? '', /"für" before \{country\}/);
  assert.match(lint('ko', '“{title}”을 저장했어요')[0] ?? '', /particle "을"/);
});
