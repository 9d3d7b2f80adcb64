import { samePlan } from './same-plan';

const NETFLIX = { provider_id: 8, name: 'Netflix' };

it('a plan read back from the database, keys reordered, is the same plan', () => {
  const saved = [{ month: '2026-12-01', services: [NETFLIX] }];
  const readBack = JSON.parse(
    '[{"month":"2026-12-01","services":[{"name":"Netflix","provider_id":8}]}]',
  );
  expect(JSON.stringify(readBack)).not.toBe(JSON.stringify(saved));
  expect(samePlan(saved, readBack)).toBe(true);
});

it('another month or another service is another plan', () => {
  const plan = [{ month: '2026-12-01', services: [NETFLIX] }];
  expect(samePlan(plan, [{ month: '2027-01-01', services: [NETFLIX] }])).toBe(false);
  expect(samePlan(plan, [{ month: '2026-12-01', services: [] }])).toBe(false);
  expect(samePlan(plan, [...plan, { month: '2027-01-01', services: [] }])).toBe(false);
});
