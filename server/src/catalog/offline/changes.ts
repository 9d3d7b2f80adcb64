import type { AppLocale } from '../../../../supabase/functions/_shared/app-locales.ts';
import { MONETIZATION_CODES, type MonetizationCode } from '../catalog-types.js';
import { dayNumber, dayString } from '../clock.js';
import { providerById } from '../constants/providers.js';
import { posterPath } from '../images/image-paths.js';
import { invalidChangesParameter } from '../http/catalog-error.js';
import type { RequestOf } from '../http/catalog-request.js';
import type { OfferChange } from './calendar.js';
import type { OfflineCatalog } from './offline-catalog.js';
import { paginate } from './paging.js';
import { titleNameIn } from './title-name.js';

/**
 * `/ww/changes`: arrivals and departures in a country between two days (both included), by day,
 * then the most popular title first, then id; one row per title, service and monetisation type.
 * Beyond the shape each row carries the title's `poster_path` and `popularity`, so a
 * client can draw a card and rank notable arrivals without asking once per title.
 */
export function changesPage(
  catalog: OfflineCatalog,
  request: RequestOf<'changes'>,
  locale: AppLocale,
) {
  const wanted = request.providers ? new Set(request.providers) : undefined;
  const changes = catalog.calendar
    .changes(request.region, dayNumber(request.from), dayNumber(request.to))
    .filter((change) => !wanted || wanted.has(change.providerId))
    .filter((change) => !request.change || change.change === request.change)
    .sort(byDayPopularityId);
  const page = paginate(changes, request.page, (change) => changeRow(change, locale));
  if (request.page > page.total_pages) {
    throw invalidChangesParameter(
      `page ${request.page} is past the last page (${page.total_pages}) of this window.`,
    );
  }
  return page;
}

function changeRow(
  { title, providerId, region, code, change, day }: OfferChange,
  locale: AppLocale,
) {
  return {
    media_type: title.type,
    id: title.id,
    title: titleNameIn(title, locale),
    poster_path: posterPath(title.type, title.id),
    popularity: title.popularity,
    provider_id: providerId,
    provider_name: providerById(providerId)?.name ?? '',
    region,
    monetization: MONETIZATION_CODES[code as MonetizationCode],
    change,
    date: dayString(day),
  };
}

function byDayPopularityId(a: OfferChange, b: OfferChange): number {
  return (
    a.day - b.day ||
    b.title.popularity - a.title.popularity ||
    a.title.id - b.title.id ||
    a.title.type.localeCompare(b.title.type) ||
    a.providerId - b.providerId ||
    a.code.localeCompare(b.code) ||
    a.change.localeCompare(b.change)
  );
}
