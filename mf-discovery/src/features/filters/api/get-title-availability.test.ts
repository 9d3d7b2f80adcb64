import { offeredBy } from './get-title-availability';

describe('platforms', () => {
  it('counts a title as offered when a chosen service has it in the region in any form', () => {
    const offers = { flatrate: [{ provider_id: 337 }], rent: [{ provider_id: 2 }] };
    expect(offeredBy(offers, [8])).toBe(false);
    expect(offeredBy(offers, [8, 337])).toBe(true);
    expect(offeredBy(undefined, [8])).toBe(false);
  });
});
