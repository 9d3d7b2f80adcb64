import type { MediaType } from '../catalog-types.js';
import type { TitleRef } from '../http/catalog-request.js';

/** A title as a match answers it. */
export interface MatchedTitle {
  media_type: MediaType;
  id: number;
  title: string;
  release_year: number | null;
  poster_path: string | null;
}

/** A title a source found, with the keys (`nameKey`) of every name it is known by. */
export interface FoundTitle {
  title: MatchedTitle;
  nameKeys: readonly string[];
}

/** How a source looks titles up for matching (offline: its catalog; TMDB: its calls). */
export interface TitleFinder {
  /** The title with this id, or undefined when the source has none. */
  byId(ref: TitleRef): Promise<FoundTitle | undefined>;
  /** The titles with this IMDb id (lower case); none where the source holds no IMDb ids. */
  byImdbId(imdbId: string): Promise<FoundTitle[]>;
  /** The catalog search's titles for a name, best first (of one type when given). */
  byName(name: string, type?: MediaType): Promise<FoundTitle[]>;
}
