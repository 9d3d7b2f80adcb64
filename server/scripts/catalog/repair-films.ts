/** Repairs of the known errors in vega-datasets' movies.json (a teaching set). */

// Latin-1 text that was decoded as Mac Roman ("LÈon" → "Léon"), plus two stylised titles.
const CHARACTER_FIXES: Record<string, string> = {
  È: 'é',
  Í: 'ê',
  Ë: 'è',
  Î: 'ë',
  '‡': 'à',
  '·': 'á',
  Ù: 'ô',
  Û: 'ó',
  '˘': 'ù',
  '‰': 'ä',
  Ö: '…',
  Ω: '½',
  '¢': 'c',
};

const BROKEN = new RegExp(`[${Object.keys(CHARACTER_FIXES).join('')}]`, 'g');

export function repairText(text: string): string {
  return text.replace(BROKEN, (char) => CHARACTER_FIXES[char] ?? char);
}

/** "Charge of the Light Brigade, The" → "The Charge of the Light Brigade"; numbers → strings. */
export function repairTitle(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  const text = repairText(String(raw)).trim();
  if (text === '') return null;
  const article = /^(.*), (The|A|An)$/.exec(text);
  return article ? `${article[2]} ${article[1]}` : text;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The data set ends in 2010; later years are early films dated a century late. */
const LAST_YEAR_IN_SET = 2011;

/** "Aug 25 2039" → "1939-08-25"; null when the date cannot be read. */
export function repairDate(raw: unknown): string | null {
  const match = /^([A-Z][a-z]{2}) (\d{2}) (\d{4})$/.exec(String(raw ?? ''));
  if (!match) return null;
  const month = MONTHS.indexOf(match[1] ?? '') + 1;
  if (month === 0) return null;
  let year = Number(match[3]);
  if (year > LAST_YEAR_IN_SET) year -= 100;
  return `${year}-${String(month).padStart(2, '0')}-${match[2]}`;
}

interface ImdbFigures {
  'IMDB Rating': number | null;
  'IMDB Votes': number | null;
  'Worldwide Gross': number | null;
}

/**
 * Some rows carry the IMDb rating and vote count of another, obscure film of the same name (Beauty and
 * the Beast 1991: 3.4 from 354 votes; Die Hard: 7.3 from 237): a film that grossed this much had far
 * more votes by 2010. Those figures are not the film's, so it gets none.
 */
export function imdbFiguresBelongElsewhere(row: ImdbFigures): boolean {
  const votes = row['IMDB Votes'];
  const gross = row['Worldwide Gross'] ?? 0;
  if (votes == null) return false;
  return (votes < 5_000 && gross >= 50e6) || (votes < 1_000 && gross >= 20e6);
}
