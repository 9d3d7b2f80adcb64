import { strToU8, zipSync } from 'fflate';
import { MAX_IMPORT_BYTES, readImportFile } from './read-import-file';

const LETTERBOXD = [
  'Date,Name,Year,Letterboxd URI',
  '2024-01-02,The Matrix,1999,https://boxd.it/2a1m',
  '2024-01-03,Alien,19X9,https://boxd.it/2a1n',
  '2024-01-04,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/2a1o',
  '',
].join('\n');

const IMDB_HEADER =
  'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated';

const IMDB = [
  IMDB_HEADER,
  '1,tt0133093,2024-01-01,2024-01-01,"Red pill,\nblue pill",The Matrix,The Matrix,https://www.imdb.com/title/tt0133093/,Movie,8.7,136,1999,"Action, Sci-Fi",2000000,1999-03-24,"Lana Wachowski, Lilly Wachowski",,',
  '2,tt0903747,2024-01-02,2024-01-02,,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,49,2008,Drama,2000000,2008-01-20,,,',
  '3,tt0959621,2024-01-03,2024-01-03,,Pilot,Pilot,https://www.imdb.com/title/tt0959621/,TV Episode,9.0,58,2008,Drama,1000,2008-01-20,,,',
  '4,tt0000001,2024-01-04,2024-01-04,,,,https://www.imdb.com/title/tt0000001/,Movie,,,1999,,,,,,',
].join('\r\n');

const TRAKT = JSON.stringify([
  {
    listed_at: '2024-01-01T00:00:00.000Z',
    type: 'movie',
    movie: {
      title: 'Inception',
      year: 2010,
      ids: { trakt: 16662, slug: 'inception-2010', imdb: 'tt1375666', tmdb: 27205 },
    },
  },
  {
    listed_at: '2024-01-02T00:00:00.000Z',
    type: 'show',
    show: {
      title: 'Stranger Things',
      year: 2016,
      ids: { trakt: 104439, slug: 'stranger-things', imdb: 'tt4574334', tmdb: 66732 },
    },
  },
  { listed_at: '2024-01-03T00:00:00.000Z', type: 'episode', episode: { title: 'Pilot' } },
  { listed_at: '2024-01-04T00:00:00.000Z', type: 'movie', movie: { title: 'Dune', year: 'soon' } },
]);

/** A file named to mislead: the format is told by what it holds. */
const file = (content: string | Uint8Array, name = 'export.txt') =>
  new File([content as BlobPart], name);

describe('readImportFile', () => {
  it('reads a Letterboxd CSV by its columns, reporting a bad year by its line', async () => {
    const outcome = await readImportFile(file(LETTERBOXD, 'ratings.json'));
    expect(outcome).toEqual({
      ok: true,
      parsed: {
        source: 'letterboxd',
        numbering: 'line',
        rows: [
          { line: 2, title: 'The Matrix', year: 1999 },
          { line: 4, title: 'Crouching Tiger, Hidden Dragon', year: 2000 },
        ],
        problems: [{ line: 3, text: 'Alien', reason: 'badYear' }],
      },
    });
  });

  it('reads the watchlist inside a Letterboxd ZIP', async () => {
    const zip = zipSync({
      'profile.csv': strToU8('Date Joined,Username\n2020-01-01,ada\n'),
      'watched.csv': strToU8('Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,x\n'),
      'watchlist.csv': strToU8(LETTERBOXD),
    });
    const outcome = await readImportFile(file(zip, 'letterboxd.csv'));
    expect(outcome.ok && outcome.parsed.rows.map((row) => row.title)).toEqual([
      'The Matrix',
      'Crouching Tiger, Hidden Dragon',
    ]);
  });

  it('says so when a ZIP holds no watchlist', async () => {
    const zip = zipSync({ 'notes.txt': strToU8('hello') });
    expect(await readImportFile(file(zip))).toEqual({ ok: false, problem: 'noWatchlistInZip' });
  });

  it('reads an IMDb export by its columns, with ids, kinds and multi-line fields', async () => {
    const outcome = await readImportFile(file(IMDB));
    expect(outcome).toEqual({
      ok: true,
      parsed: {
        source: 'imdb',
        numbering: 'line',
        rows: [
          { line: 2, title: 'The Matrix', year: 1999, media_type: 'movie', imdb_id: 'tt0133093' },
          { line: 4, title: 'Breaking Bad', year: 2008, media_type: 'tv', imdb_id: 'tt0903747' },
        ],
        problems: [
          { line: 5, text: 'Pilot', reason: 'notATitle' },
          expect.objectContaining({ line: 6, reason: 'noTitle' }),
        ],
      },
    });
  });

  it('reads a Trakt JSON list by its shape, numbering its items', async () => {
    const outcome = await readImportFile(file(TRAKT, 'watchlist.csv'));
    expect(outcome).toEqual({
      ok: true,
      parsed: {
        source: 'trakt',
        numbering: 'item',
        rows: [
          {
            line: 1,
            title: 'Inception',
            media_type: 'movie',
            year: 2010,
            tmdb_id: 27205,
            imdb_id: 'tt1375666',
          },
          {
            line: 2,
            title: 'Stranger Things',
            media_type: 'tv',
            year: 2016,
            tmdb_id: 66732,
            imdb_id: 'tt4574334',
          },
        ],
        problems: [
          { line: 3, text: 'Pilot', reason: 'notATitle' },
          { line: 4, text: 'Dune', reason: 'badYear' },
        ],
      },
    });
  });

  it('refuses broken quoting as a whole', async () => {
    const broken = `${IMDB_HEADER}\n1,tt0133093,,,"unclosed,The Matrix,,,Movie,,,1999\n`;
    expect(await readImportFile(file(broken))).toEqual({ ok: false, problem: 'brokenQuoting' });
  });

  it('refuses a CSV with no title column, and one of unknown columns', async () => {
    expect(await readImportFile(file('Date,Year,Letterboxd URI\n2024-01-01,1999,x\n'))).toEqual({
      ok: false,
      problem: 'noTitleColumn',
    });
    expect(await readImportFile(file('Rating,Stars\n5,4\n'))).toEqual({
      ok: false,
      problem: 'noTitleColumn',
    });
    expect(await readImportFile(file('Title,Score\nHeat,5\n'))).toEqual({
      ok: false,
      problem: 'unknownColumns',
    });
  });

  it('refuses a file over 5 MB before reading it', async () => {
    const big = file(new Uint8Array(MAX_IMPORT_BYTES + 1));
    expect(await readImportFile(big)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('refuses a file that is not CSV, JSON or ZIP, and broken JSON', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await readImportFile(file(png, 'list.csv'))).toEqual({
      ok: false,
      problem: 'unsupportedType',
    });
    expect(await readImportFile(file('[{"type": "movie",'))).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    expect(await readImportFile(file('   '))).toEqual({ ok: false, problem: 'empty' });
    // A header and no row, or an empty Trakt list.
    expect(await readImportFile(file('Date,Name,Year,Letterboxd URI\n'))).toEqual({
      ok: false,
      problem: 'empty',
    });
    expect(await readImportFile(file('[]'))).toEqual({ ok: false, problem: 'empty' });
  });
});
