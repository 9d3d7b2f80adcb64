import type { AppLocale } from '../../../../supabase/functions/_shared/app-locales.ts';
import { MONETIZATION_CODES, type CatalogTitle, type MonetizationCode } from '../catalog-types.js';
import { dayNumber, dayString } from '../clock.js';
import { providerById } from '../constants/providers.js';
import type { RequestOf } from '../http/catalog-request.js';
import {
  countOrNull,
  offersAnswer,
  yearOf,
  type OffersAnswer,
  type PlannedOffer,
  type TitleOffers,
} from '../http/offers-answer.js';
import { posterPath } from '../images/image-paths.js';
import type { OfferSpan } from './calendar.js';
import type { OfflineCatalog } from './offline-catalog.js';
import { titleNameIn } from './title-name.js';

/** `/ww/offers` from the offline calendar: every stay in the window with its real first and last day. */
export function offlineOffers(
  catalog: OfflineCatalog,
  request: RequestOf<'offers'>,
  locale: AppLocale,
): OffersAnswer {
  const [from, to] = [dayNumber(request.from), dayNumber(request.to)];
  const found = request.titles.map((ref) => {
    const title = catalog.title(ref.type, ref.id);
    if (!title) return undefined;
    const spans = catalog.calendar.spansBetween(title, request.region, from, to);
    return titleOffers(title, spans, locale);
  });
  return offersAnswer(request, true, found);
}

function titleOffers(title: CatalogTitle, spans: OfferSpan[], locale: AppLocale): TitleOffers {
  return {
    media_type: title.type,
    id: title.id,
    title: titleNameIn(title, locale),
    poster_path: posterPath(title.type, title.id),
    release_year: yearOf(title.date),
    // The sources know films' running times only: no series has episode counts or lengths.
    runtime_minutes: title.type === 'movie' ? countOrNull(title.runtime) : null,
    episode_count: null,
    episode_runtime_minutes: null,
    offers: spans.flatMap(plannedOffer),
  };
}

function plannedOffer(span: OfferSpan): PlannedOffer[] {
  const provider = providerById(span.providerId);
  const monetization = MONETIZATION_CODES[span.code as MonetizationCode];
  if (!provider || !monetization) return [];
  return [
    {
      provider_id: provider.id,
      provider_name: provider.name,
      monetization,
      from: dayString(span.first),
      until: span.last === null ? null : dayString(span.last),
    },
  ];
}
