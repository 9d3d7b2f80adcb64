import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  signedInClient,
  startBackendWithDatabase,
  type BackendWithDatabase,
} from '../test-support.js';

const NETFLIX = 8;

describe("the planner's tables: a member's prices and saved plan", () => {
  let backend: BackendWithDatabase;
  before(async () => (backend = await startBackendWithDatabase()));
  after(() => backend.close());

  test('anyone reads the currency and ceiling of each country', async () => {
    const { client } = await signedInClient(backend, 'currencies');
    const { data } = await client
      .from('price_currencies')
      .select('currency, monthly_ceiling')
      .eq('country', 'KR')
      .single();
    assert.deepEqual(data, { currency: 'KRW', monthly_ceiling: 1400000 });
  });

  test('a price within the ceiling is kept; a negative or too high one is refused', async () => {
    const { client } = await signedInClient(backend, 'prices');
    const won = await client
      .from('service_prices')
      .upsert({ provider_id: NETFLIX, currency: 'KRW', monthly_price: 13500 })
      .select('monthly_price');
    assert.equal(won.error, null);
    assert.deepEqual(won.data, [{ monthly_price: 13500 }]);
    const yen = await client
      .from('service_prices')
      .insert({ provider_id: NETFLIX, currency: 'JPY', monthly_price: 1490 });
    assert.equal(yen.error, null);

    for (const [currency, price, hint] of [
      ['USD', -1, 'price_out_of_range'],
      ['USD', 1000.01, 'price_out_of_range'],
      ['EUR', 5000, 'price_out_of_range'],
      ['XXX', 1, 'unknown_currency'],
    ] as const) {
      const refused = await client
        .from('service_prices')
        .upsert({ provider_id: NETFLIX, currency, monthly_price: price });
      assert.equal(refused.status, 400, `${price} ${currency}`);
      assert.equal(refused.error?.hint, hint);
    }
    const notANumber = await client
      .from('service_prices')
      .insert({ provider_id: NETFLIX, currency: 'USD', monthly_price: 'twelve' });
    assert.equal(notANumber.status, 400);
    const kept = await client.from('service_prices').select('currency').order('currency');
    assert.deepEqual(kept.data, [{ currency: 'JPY' }, { currency: 'KRW' }]);
  });

  test("a member neither reads nor writes another member's prices or plan", async () => {
    const alice = await signedInClient(backend, 'alice-plan');
    const bob = await signedInClient(backend, 'bob-plan');
    await alice.client
      .from('service_prices')
      .insert({ provider_id: NETFLIX, currency: 'USD', monthly_price: 15.49 });
    await alice.client.from('saved_plans').insert({
      country: 'US',
      months: [{ month: '2027-01-01', services: [{ provider_id: NETFLIX, name: 'Netflix' }] }],
    });
    assert.deepEqual((await bob.client.from('service_prices').select('*')).data, []);
    assert.deepEqual((await bob.client.from('saved_plans').select('*')).data, []);
    const planted = await bob.client
      .from('service_prices')
      .insert({ user_id: alice.user.id, provider_id: 9, currency: 'USD', monthly_price: 1 });
    assert.equal(planted.error?.code, '42501');
    const overwritten = await bob.client
      .from('saved_plans')
      .update({ country: 'GB' })
      .eq('user_id', alice.user.id)
      .select();
    assert.deepEqual(overwritten.data, []);
    const stored = await backend.db.query<{ count: string }>(
      'select count(*)::text as count from public.saved_plans where user_id = $1',
      [alice.user.id],
    );
    assert.equal(stored[0]?.count, '1');
  });

  test('a plan must be 1 to 12 months in order, each with well-formed services', async () => {
    const { client } = await signedInClient(backend, 'plan-shape');
    const service = { provider_id: NETFLIX, name: 'Netflix' };
    const good = [
      { month: '2027-01-01', services: [service] },
      { month: '2027-02-01', services: [] },
    ];
    assert.equal(
      (await client.from('saved_plans').insert({ country: 'US', months: good })).error,
      null,
    );
    for (const months of [
      [],
      [
        { month: '2027-02-01', services: [] },
        { month: '2027-01-01', services: [] },
      ],
      [{ month: '2027-01-15', services: [] }],
      [{ month: '2027-01-01', services: [{ provider_id: -1, name: 'x' }] }],
      [{ month: '2027-01-01', services: [{ provider_id: 8, name: '' }] }],
      [{ month: '2027-01-01' }],
      Array.from({ length: 13 }, (_, index) => ({
        month: `${2027 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`,
        services: [],
      })),
    ]) {
      const refused = await client
        .from('saved_plans')
        .update({ months })
        .not('user_id', 'is', null)
        .select();
      assert.equal(refused.status, 400, JSON.stringify(months).slice(0, 80));
    }
  });
});
