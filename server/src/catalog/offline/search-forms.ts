/**
 * The forms a title is searched by, computed from its names (never a hand list of titles): lower case
 * without accents, "&" as "and", apostrophes dropped ("Ocean's" → "oceans"), dotted or starred initials
 * joined ("S.H.I.E.L.D." → "shield", "M*A*S*H" → "mash"), hyphens and other punctuation as spaces,
 * numerals, roman numerals and number words as one form ("II" = "2" = "two", "twenty one" = "21",
 * "6th" = "sixth"), abbreviated words as their long form and back ("Dr" = "doctor"), digits read as
 * words or letters ("2" = "to", "Se7en" =
 * "seven", "13th" = "thirteenth"), Chinese, Japanese and Korean runs as character bigrams (so "千と千尋"
 * and "神隠し" are found inside 千と千尋の神隠し), words run together ("spiderman" = "Spider-Man"), and
 * initials ("lotr", "got").
 */

/** Lower case without accents or compatibility forms: "Léon" → "leon", "Alien³" → "alien3". */
export function normaliseTerm(term: string): string {
  return term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;

/** Whether a text has Chinese, Japanese or Korean characters. */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** Normalised text with single spaces between words: "Marvel's Agents of S.H.I.E.L.D." → "marvels agents of shield". */
export function prepareText(text: string): string {
  let prepared = normaliseTerm(text);
  if (/[×✕]/.test(prepared)) prepared = prepared.replace(/[×✕]/g, ' x ');
  if (/\p{L}[.*]\p{L}/u.test(prepared)) {
    prepared = prepared.replace(
      /(?<![\p{L}\p{N}])\p{L}([.*])(?:\p{L}\1)+\p{L}?(?![\p{L}\p{N}])/gu,
      (initials) => initials.replace(/[.*]/g, ''),
    );
  }
  if (/['’‘`]/.test(prepared)) prepared = prepared.replace(/(\p{L})['’‘`](?=\p{L})/gu, '$1');
  return prepared
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words of a text, each CJK run split off from the letters or digits around it. */
export function wordsOf(text: string): string[] {
  return wordsOfPrepared(prepareText(text));
}

/**
 * Characters of a query's normal form that search reads. The route cuts what is typed to 200 code
 * points, but normalising can make one character several words ("ﷺ" is four), so the cut is made
 * again after it: what search reads is bounded, whatever the characters.
 */
const MAX_QUERY_CHARACTERS = 200;

/** A query's words (see wordsOf), from the first 200 characters of its normal form. */
export function queryWords(text: string): string[] {
  const prepared = prepareText(text);
  const cut =
    prepared.length <= MAX_QUERY_CHARACTERS
      ? prepared
      : [...prepared].slice(0, MAX_QUERY_CHARACTERS).join('').trimEnd();
  return wordsOfPrepared(cut);
}

function wordsOfPrepared(prepared: string): string[] {
  if (prepared === '') return [];
  const words = prepared
    .replace(CJK_RUN, (run) => ` ${run} `)
    .split(' ')
    .filter((word) => word !== '');
  return joinNumberWords(words);
}

/**
 * Set before every CJK term: the index's tree then holds all of them under one branch that a typo
 * search for a latin word leaves after three characters, instead of walking thousands of first
 * characters for every fuzzy word. No word has it: words are letters and digits only.
 */
export const CJK_MARK = '~~~';

/** Index and query terms: latin words as they are, CJK runs as overlapping character pairs (marked). */
export function tokenize(text: string): string[] {
  return wordsOf(text).flatMap((word) => (CJK.test(word) ? bigrams(word) : [word]));
}

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return [CJK_MARK + run];
  return chars.slice(1).map((char, index) => CJK_MARK + chars[index] + char);
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
// "i" and "x" are left out: as words ("I Am Legend", "Hunter x Hunter") they are rarely numerals.
const ROMAN = [
  '',
  '',
  'ii',
  'iii',
  'iv',
  'v',
  'vi',
  'vii',
  'viii',
  'ix',
  '',
  'xi',
  'xii',
  'xiii',
  'xiv',
  'xv',
  'xvi',
  'xvii',
  'xviii',
  'xix',
  'xx',
];
const ORDINALS = (
  'zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth ' +
  'thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'
).split(' ');
const TENS = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
/** Number words past twenty that stand alone as one: the tens, "hundred", "thousand". */
const ROUND_NUMBERS = new Map([
  ...TENS.slice(3).map((word, at) => [word, (at + 3) * 10] as const),
  ['hundred', 100] as const,
  ['thousand', 1000] as const,
]);
const NUMBER_OF = new Map<string, string>([
  ...NUMBER_WORDS.map((word, value) => [word, String(value)] as const),
  ...[...ROUND_NUMBERS].map(([word, value]) => [word, String(value)] as const),
  ...ROMAN.flatMap((numeral, value) => (numeral ? [[numeral, String(value)] as const] : [])),
]);
/** Ordinals up to 20 in digits, as their word ("6th" → sixth): a title writes either. */
const ORDINAL_WORD = new Map<string, string>(
  ORDINALS.slice(1).map((word, at) => [`${at + 1}${ordinalSuffix(at + 1)}`, word] as const),
);

function ordinalSuffix(value: number): string {
  if (value > 3 && value < 21) return 'th';
  return ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th';
}

/** A number in words and how many words it takes ("twenty one" → 21, 2); undefined for none. */
type Read = [value: number, length: number] | undefined;

/** 0–99 in words: "seven", "thirteen", "eighty", "eighty eight". */
function belowHundred(words: readonly string[], at: number): Read {
  const tens = TENS.indexOf(words[at] ?? '');
  if (tens >= 2) {
    const unit = NUMBER_WORDS.indexOf(words[at + 1] ?? '');
    return unit >= 1 && unit <= 9 ? [tens * 10 + unit, 2] : [tens * 10, 1];
  }
  const value = NUMBER_WORDS.indexOf(words[at] ?? '');
  return value >= 0 ? [value, 1] : undefined;
}

/** A number under the scale word (hundred, thousand) and what follows it: "three hundred and two". */
function scaled(
  words: readonly string[],
  at: number,
  scale: string,
  factor: number,
  below: typeof belowHundred,
): Read {
  const head = below(words, at);
  const [count, length] = head ?? [1, 0];
  if (words[at + length] !== scale || count === 0 || count >= factor) return head;
  const next = at + length + 1;
  const tail = words[next] === 'and' ? below(words, next + 1) : below(words, next);
  const joined = tail && words[next] === 'and' ? tail[1] + 1 : (tail?.[1] ?? 0);
  return [count * factor + (tail?.[0] ?? 0), length + 1 + joined];
}

const belowThousand = (words: readonly string[], at: number) =>
  scaled(words, at, 'hundred', 100, belowHundred);
const numberAt = (words: readonly string[], at: number) =>
  scaled(words, at, 'thousand', 1000, belowThousand);

/** Single-digit words in a row, read digit by digit: "nine nine" → 99, "one two three" → 123. */
function digitRun(words: readonly string[], at: number): string | undefined {
  let digits = '';
  for (let next = at; next < words.length; next += 1) {
    const [value, length] = numberAt(words, next) ?? [0, 0];
    if (length !== 1 || value > 9) break;
    digits += String(value);
  }
  return digits.length >= 2 ? digits : undefined;
}

/**
 * Numbers written in several words as digits ("twenty one grams" → 21 grams, "one hundred and two" →
 * 102, "Brooklyn Nine-Nine" → brooklyn 99), so they meet titles that write them so; a lone number
 * word is left to canonicalTerm.
 */
function joinNumberWords(words: readonly string[]): string[] {
  const joined: string[] = [];
  for (let at = 0; at < words.length;) {
    const digits = digitRun(words, at);
    const [value, length] = digits ? [digits, digits.length] : (numberAt(words, at) ?? [0, 0]);
    joined.push(length >= 2 ? String(value) : words[at]!);
    at += Math.max(length, 1);
  }
  return joined;
}

/**
 * One form for a numeral, a roman numeral and a number word ("ii", "two", "hundred" → "2", "100"), and
 * for an ordinal in digits or words ("6th" → sixth); other words unchanged.
 */
export function canonicalTerm(term: string): string {
  return NUMBER_OF.get(term) ?? ORDINAL_WORD.get(term) ?? term;
}

/**
 * Common English abbreviations of words, each with what it stands for (not a list of titles). A title
 * is found by either form of each: "Dr. No" by "doctor no", "Doctor Who" by "dr who".
 */
const ABBREVIATIONS: readonly (readonly [short: string, ...long: string[]])[] = [
  ['bros', 'brothers'],
  ['capt', 'captain'],
  ['dr', 'doctor', 'drive'],
  ['ep', 'episode'],
  ['jr', 'junior'],
  ['lt', 'lieutenant'],
  ['mr', 'mister'],
  ['mrs', 'missus'],
  ['mt', 'mount'],
  ['prof', 'professor'],
  ['pt', 'part'],
  ['sgt', 'sergeant'],
  ['sr', 'senior'],
  ['st', 'saint', 'street'],
  ['vol', 'volume'],
  ['vs', 'versus'],
];

/** Each word of the table with the words it is also indexed as: a short form's long ones, a long form's short one. */
const WORD_FORMS = new Map<string, readonly string[]>(
  ABBREVIATIONS.flatMap(([short, ...long]) => [
    [short, long] as const,
    ...long.map((word) => [word, [short]] as const),
  ]),
);

/** Words a digit standing alone is read as in titles ("2 Fast 2 Furious", "Cradle 2 the Grave", "4 Months"). */
const DIGIT_SOUNDS = new Map([
  ['2', ['to', 'too']],
  ['4', ['for']],
]);

/** An ordinal in words: 13 → thirteenth, 42 → forty second (none for 30, 40… or past 99). */
function ordinalWords(value: number): string[] {
  if (value < ORDINALS.length) return [ORDINALS[value]!];
  if (value > 99 || value % 10 === 0) return [];
  return [TENS[Math.floor(value / 10)]!, ORDINALS[value % 10]!];
}

/** The number word a word spells with one digit for one of its letters: "se7en" → seven, "thr3e" → three. */
function letterReading(term: string): string | undefined {
  const parts = /^(\p{L}+)(\d)(\p{L}+)$/u.exec(term);
  if (!parts) return undefined;
  const [, before = '', digit = '', after = ''] = parts;
  const name = NUMBER_WORDS[Number(digit)]!;
  const fits = name.length === term.length && name.startsWith(before) && name.endsWith(after);
  return fits ? name : undefined;
}

/**
 * What digits in a title word are read as: a lone digit as the word it sounds like ("2" → to, too),
 * a digit for a letter ("se7en" → seven), an ordinal in words and as its number ("13th" → thirteenth, 13).
 */
function digitReadings(term: string): string[] {
  const ordinal = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(term);
  if (ordinal) return [ordinal[1]!, ...ordinalWords(Number(ordinal[1]))];
  const letters = letterReading(term);
  return letters ? [letters] : (DIGIT_SOUNDS.get(term) ?? []);
}

/** A word ending in digits, split: "alien3" → alien, 3. */
function trailingDigits(term: string): string[] {
  const digits = /^(\p{L}{2,})(\d+)$/u.exec(term);
  return digits ? [digits[1]!, digits[2]!] : [];
}

/**
 * What an indexed word is also found by: its canonical number, the other form of an abbreviated word
 * ("ep" → "episode", "doctor" → "dr"), what its digits are read as (see digitReadings) and a word
 * ending in digits split ("alien3" → "alien", "3"); each in its canonical form too ("se7en" → 7).
 */
export function indexForms(term: string): string[] {
  const forms = [
    term,
    ...(WORD_FORMS.get(term) ?? []),
    ...digitReadings(term),
    ...trailingDigits(term),
  ];
  return [...new Set(forms.flatMap((form) => [form, canonicalTerm(form)]))];
}

const ARTICLES = new Set(['the', 'a', 'an']);

export function isArticle(word: string): boolean {
  return ARTICLES.has(word);
}

/** Words of a name without a leading article: "The Lord of the Rings" → lord of the rings. */
export function withoutArticle(words: string[]): string[] {
  return words.length > 1 && isArticle(words[0]!) ? words.slice(1) : words;
}

/**
 * A name as one run of letters and digits, numbers in one form: "The Godfather: Part II" →
 * "thegodfatherpart2". Exact and prefix matches of a query are judged on these keys.
 */
export function compactKey(words: readonly string[]): string {
  return words.map(canonicalTerm).join('');
}

/**
 * The compact keys a name is matched on: as written, without its article, words as typed, and with a
 * digit that stands for a letter read ("Se7en" → "7", as "seven" is).
 */
export function compactKeys(name: string): string[] {
  const words = wordsOf(name);
  if (words.length === 0) return [];
  const spelled = words.map((word) => letterReading(word) ?? word);
  const keys = new Set([
    compactKey(words),
    compactKey(withoutArticle(words)),
    words.join(''),
    compactKey(spelled),
  ]);
  return [...keys];
}

/** Words of a text without its CJK runs (which have neither initials nor spaces to close). */
function latinWords(text: string): string[] {
  return wordsOf(text).filter((word) => !CJK.test(word));
}

/**
 * The words of a name a query may begin with, without a leading article; none for a name with CJK
 * text, whose latin words alone are not its name ("はたらく細胞BLACK" is not named "black").
 */
export function nameWords(name: string): string[] {
  return CJK.test(name) ? [] : withoutArticle(wordsOf(name));
}

/**
 * Extra words a title is found by: adjacent words run together ("spider man" → "spiderman") and
 * initials of the whole title, of each part around a colon, each with and without a leading article
 * ("The Lord of the Rings: The Return of the King" → "tlotr", "lotr", "rotk", "tlotrtrotk" …).
 */
export function derivedWords(name: string): string[] {
  const forms = new Set<string>();
  const words = latinWords(name);
  // Not after an article: nobody types "thedark", and such words would slow every "t…" prefix.
  for (let index = 1; index < words.length; index += 1) {
    if (!isArticle(words[index - 1]!)) forms.add(words[index - 1]! + words[index]!);
  }
  const parts = name.split(/:| - /).map(latinWords);
  for (const part of [words, ...parts]) {
    for (const variant of [part, withoutArticle(part)]) {
      if (variant.length < 2) continue;
      forms.add(variant.map((word) => (/^\d+$/.test(word) ? word : word[0])).join(''));
    }
  }
  return [...forms];
}
