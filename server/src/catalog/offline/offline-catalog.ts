import { readFileSync } from 'node:fs';
import type { CatalogFile, CatalogPerson, CatalogTitle, MediaType } from '../catalog-types.js';
import { AvailabilityCalendar, type Offers } from './calendar.js';

const DEFAULT_CATALOG_FILE = new URL('../../../data/catalog.json', import.meta.url);

/** The committed catalog file with the lookups the API needs. */
export class OfflineCatalog {
  readonly titles: readonly CatalogTitle[];
  readonly meta: CatalogFile['meta'];
  private readonly byKey = new Map<string, CatalogTitle>();
  private readonly people = new Map<number, CatalogPerson>();
  private readonly creditsByPerson = new Map<number, CatalogTitle[]>();
  private readonly byPopularity: Record<MediaType, CatalogTitle[]>;
  private availability?: AvailabilityCalendar;

  constructor(file: CatalogFile) {
    this.meta = file.meta;
    this.titles = file.titles;
    for (const title of file.titles) {
      this.byKey.set(`${title.type}:${title.id}`, title);
      for (const person of title.directors ?? []) {
        this.creditsByPerson.set(person, [...(this.creditsByPerson.get(person) ?? []), title]);
      }
    }
    for (const person of file.people) this.people.set(person.id, person);
    const sorted = [...file.titles].sort(byPopularityDesc);
    this.byPopularity = {
      movie: sorted.filter((title) => title.type === 'movie'),
      tv: sorted.filter((title) => title.type === 'tv'),
    };
  }

  static fromFile(path: URL | string = DEFAULT_CATALOG_FILE): OfflineCatalog {
    return new OfflineCatalog(JSON.parse(readFileSync(path, 'utf8')) as CatalogFile);
  }

  title(type: MediaType, id: number): CatalogTitle | undefined {
    return this.byKey.get(`${type}:${id}`);
  }

  person(id: number): CatalogPerson | undefined {
    return this.people.get(id);
  }

  allPeople(): IterableIterator<CatalogPerson> {
    return this.people.values();
  }

  /** A director's films, most popular first. */
  creditsOf(personId: number): CatalogTitle[] {
    return [...(this.creditsByPerson.get(personId) ?? [])].sort(byPopularityDesc);
  }

  /**
   * Offers over time, built on first use: about 120 ms a start that a backend serving only auth
   * (most server tests) would otherwise pay.
   */
  get calendar(): AvailabilityCalendar {
    this.availability ??= new AvailabilityCalendar(this.titles);
    return this.availability;
  }

  /** The title's offers on a day (a day number: days since 1970-01-01, UTC). */
  offersOn(title: CatalogTitle, day: number): Offers {
    return this.calendar.offersOn(title, day);
  }

  popular(type: MediaType): readonly CatalogTitle[] {
    return this.byPopularity[type];
  }
}

function byPopularityDesc(a: CatalogTitle, b: CatalogTitle): number {
  return b.popularity - a.popularity || a.id - b.id;
}
