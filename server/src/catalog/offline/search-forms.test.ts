import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  canonicalTerm,
  CJK_MARK,
  compactKeys,
  derivedWords,
  indexForms,
  prepareText,
  queryWords,
  tokenize,
  wordsOf,
} from './search-forms.js';

test('prepares text: accents, apostrophes, dotted initials, "&" and punctuation', () => {
  assert.equal(prepareText("Marvel's Agents of S.H.I.E.L.D."), 'marvels agents of shield');
  assert.equal(prepareText('M*A*S*H'), 'mash');
  assert.equal(prepareText('Law & Order: SVU'), 'law and order svu');
  assert.equal(prepareText('Léon — Spider-Man'), 'leon spider man');
  assert.equal(prepareText('HUNTER×HUNTER'), 'hunter x hunter');
  assert.equal(prepareText('Mr. Bean'), 'mr bean');
});

test('splits CJK runs into character pairs, marked', () => {
  const marked = (terms: string[]) => terms.map((term) => CJK_MARK + term);
  assert.deepEqual(
    tokenize('千と千尋の神隠し'),
    marked(['千と', 'と千', '千尋', '尋の', 'の神', '神隠', '隠し']),
  );
  assert.deepEqual(tokenize('頭文字D'), [...marked(['頭文', '文字']), 'd']);
  assert.deepEqual(tokenize('英'), marked(['英']));
});

test('indexes a word with its number, long form and trailing digits', () => {
  assert.deepEqual(indexForms('ii'), ['ii', '2']);
  assert.deepEqual(indexForms('eleven'), ['eleven', '11']);
  assert.deepEqual(indexForms('ep'), ['ep', 'episode']);
  assert.deepEqual(indexForms('episode'), ['episode', 'ep']);
  assert.deepEqual(indexForms('alien3'), ['alien3', 'alien', '3']);
  assert.deepEqual(indexForms('x'), ['x']);
});

test('an abbreviated word is indexed as what it stands for, and a long word as its abbreviation', () => {
  assert.deepEqual(indexForms('dr'), ['dr', 'doctor', 'drive']);
  assert.deepEqual(indexForms('doctor'), ['doctor', 'dr']);
  assert.deepEqual(indexForms('drive'), ['drive', 'dr']);
  assert.deepEqual(indexForms('st'), ['st', 'saint', 'street']);
  assert.deepEqual(indexForms('missus'), ['missus', 'mrs']);
  assert.deepEqual(indexForms('doctors'), ['doctors']);
});

test('indexes digits as the words and letters they are read as', () => {
  assert.deepEqual(indexForms('2'), ['2', 'to', 'too']);
  assert.deepEqual(indexForms('4'), ['4', 'for']);
  assert.deepEqual(indexForms('se7en'), ['se7en', 'seven', '7']);
  assert.deepEqual(indexForms('thr3e'), ['thr3e', 'three', '3']);
  assert.deepEqual(indexForms('13th'), ['13th', 'thirteenth', '13']);
  assert.deepEqual(indexForms('42nd'), ['42nd', '42', 'forty', '40', 'second']);
  assert.deepEqual(indexForms('25th'), ['25th', '25', 'twenty', '20', 'fifth']);
  // Neither a digit for a letter of its own name nor an ordinal: as it is.
  assert.deepEqual(indexForms('d4dj'), ['d4dj']);
  assert.deepEqual(indexForms('7'), ['7']);
});

test('derives run-together words and initials from a title', () => {
  const lotr = derivedWords('The Lord of the Rings: The Return of the King');
  for (const form of ['tlotr', 'lotr', 'rotk', 'trotk', 'lordof'])
    assert.ok(lotr.includes(form), form);
  assert.ok(derivedWords('Spider-Man 3').includes('spiderman'));
  assert.ok(derivedWords('Game of Thrones').includes('got'));
  assert.deepEqual(derivedWords('Up'), []);
});

test('compact keys: as written, without an article, numbers in one form', () => {
  assert.deepEqual(compactKeys('The Godfather: Part II'), [
    'thegodfatherpart2',
    'godfatherpart2',
    'thegodfatherpartii',
  ]);
  assert.deepEqual(compactKeys('Se7en'), ['se7en', '7']);
});

test("a query's words come from the first 200 characters of its normal form", () => {
  // One character that normalises to four words: 200 of them are 800 words, cut to what 200 characters hold.
  const words = queryWords('ﷺ'.repeat(200));
  assert.ok(words.join(' ').length <= 200, String(words.join(' ').length));
  const all = wordsOf('ﷺ'.repeat(200));
  assert.ok(all.join(' ').length > 3000);
  assert.deepEqual(words.slice(0, -1), all.slice(0, words.length - 1));
  assert.deepEqual(queryWords('Léon: The Professional'), ['leon', 'the', 'professional']);
});

test('numbers in several words are read as digits, a lone number word as its number', () => {
  assert.deepEqual(wordsOf('twenty one grams'), ['21', 'grams']);
  assert.deepEqual(wordsOf('One Hundred and Two Dalmatians'), ['102', 'dalmatians']);
  assert.deepEqual(wordsOf('Brooklyn Nine-Nine'), ['brooklyn', '99']);
  assert.deepEqual(wordsOf('two and a half men'), ['two', 'and', 'a', 'half', 'men']);
  assert.equal(canonicalTerm('hundred'), '100');
  assert.equal(canonicalTerm('thirty'), '30');
  assert.equal(canonicalTerm('6th'), 'sixth');
});
