import { isStreaming } from './merge-providers';
import type { RankedProvider } from './order-providers';

export interface ElsewhereOffer {
  name: string;
  logoPath: string | null;
  countries: string[];
}

/**
 * Where the title streams on the user's services outside their country, when it does not stream on
 * them at home; empty when it does (nothing to recommend) or when the user has no such services.
 */
export function elsewhereOffers(
  providers: RankedProvider[],
  userCountry: string,
): ElsewhereOffer[] {
  const mine = providers.filter((provider) => provider.isUserService);
  const streamsAtHome = mine.some((provider) =>
    provider.countries.some((offer) => offer.code === userCountry && isStreaming(offer.types)),
  );
  if (streamsAtHome) return [];
  return mine
    .map((provider) => ({
      name: provider.name,
      logoPath: provider.logoPath,
      countries: provider.countries
        .filter((offer) => offer.code !== userCountry && isStreaming(offer.types))
        .map((offer) => offer.code),
    }))
    .filter((offer) => offer.countries.length > 0);
}

/** How many distinct countries the offers cover. */
export const countryCount = (offers: ElsewhereOffer[]) =>
  new Set(offers.flatMap((offer) => offer.countries)).size;
