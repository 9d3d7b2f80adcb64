import type { OfferType } from './merge-providers';

export const OFFER_LABELS: Record<OfferType, string> = {
  flatrate: 'Stream',
  free: 'Free',
  ads: 'Ads',
  rent: 'Rent',
  buy: 'Buy',
  both: 'Rent or Buy',
};
