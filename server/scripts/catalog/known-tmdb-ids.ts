/**
 * Real TMDB ids of well-known titles the sources carry without one, keyed like drafts
 * (`type:title:year`). With them, a title keeps the same id offline and on real TMDB, so links,
 * watchlists and the seeded popular searches point at the same title in both.
 */
export const KNOWN_TMDB_IDS: Readonly<Record<string, number>> = {
  'movie:Inception:2010': 27205,
  'movie:The Dark Knight:2008': 155,
  'movie:The Matrix:1999': 603,
  'movie:Avatar:2009': 19995,
  'movie:Titanic:1997': 597,
  'movie:Pulp Fiction:1994': 680,
  'movie:Forrest Gump:1994': 13,
  'movie:The Godfather:1972': 238,
  'movie:The Shawshank Redemption:1994': 278,
  'movie:Fight Club:1999': 550,
  'tv:Breaking Bad:2008': 1396,
  'tv:Stranger Things:2016': 66732,
  'tv:The Office:2005': 2316,
  'tv:Wednesday:2022': 119051,
  'tv:Game of Thrones:2011': 1399,
  'tv:Friends:1994': 1668,
  'tv:The Crown:2016': 65494,
  'tv:The Mandalorian:2019': 82856,
  'tv:Ted Lasso:2020': 97546,
  'tv:The Last of Us:2023': 100088,
  'tv:The Bear:2022': 136315,
  'tv:Succession:2018': 76331,
  'tv:Severance:2022': 95396,
  'tv:The Boys:2019': 76479,
};
