import assert from 'node:assert/strict';
import { planReminders, type PlanMonth } from './plan-reminders.ts';

const NETFLIX = { provider_id: 8, name: 'Netflix' };
const DISNEY = { provider_id: 337, name: 'Disney Plus' };
const MAX = { provider_id: 1899, name: 'HBO Max' };

const month = (day: string, ...services: PlanMonth['services']): PlanMonth => ({
  month: day,
  services,
});

Deno.test(
  'a rotation: start what the first month needs, then cancel and start at each change',
  () => {
    const plan = [
      month('2026-12-01', NETFLIX, DISNEY),
      month('2027-01-01', NETFLIX, MAX),
      month('2027-02-01', MAX),
    ];
    assert.deepEqual(planReminders(plan, [8], '2026-12-01'), [
      { kind: 'start', providerId: 337, service: 'Disney Plus', day: '2026-12-01' },
      {
        kind: 'cancel',
        providerId: 337,
        service: 'Disney Plus',
        day: '2026-12-29',
        lastDay: '2026-12-31',
        before: '2027-01-01',
      },
      { kind: 'start', providerId: 1899, service: 'HBO Max', day: '2027-01-01' },
      {
        kind: 'cancel',
        providerId: 8,
        service: 'Netflix',
        day: '2027-01-29',
        lastDay: '2027-01-31',
        before: '2027-02-01',
      },
    ]);
  },
);

Deno.test('a cancel reminder comes two days before the month ends, in short months too', () => {
  const reminders = planReminders(
    [
      month('2027-02-01', NETFLIX),
      month('2027-03-01'),
      month('2028-02-01', DISNEY),
      month('2028-03-01'),
    ],
    [8, 337],
    '2027-02-01',
  );
  assert.deepEqual(
    reminders.flatMap((reminder) =>
      reminder.kind === 'cancel' ? [[reminder.day, reminder.lastDay]] : [],
    ),
    [
      ['2027-02-26', '2027-02-28'],
      ['2028-02-27', '2028-02-29'],
    ],
  );
});

Deno.test('a service held already needs no start; none of the last month is cancelled', () => {
  assert.deepEqual(planReminders([month('2026-12-01', NETFLIX)], [8], '2026-12-01'), []);
  assert.deepEqual(planReminders([month('2026-12-01', NETFLIX, NETFLIX)], [], '2026-12-01'), [
    { kind: 'start', providerId: 8, service: 'Netflix', day: '2026-12-01' },
  ]);
});

Deno.test('a service that comes back is started again, and a year boundary is crossed', () => {
  const plan = [month('2026-11-01', MAX), month('2026-12-01'), month('2027-01-01', MAX)];
  assert.deepEqual(
    planReminders(plan, [], '2026-11-01').map((reminder) => `${reminder.kind} ${reminder.day}`),
    ['start 2026-11-01', 'cancel 2026-11-28', 'start 2027-01-01'],
  );
});

Deno.test('a plan saved after its first month began is not reminded of days gone by', () => {
  const plan = [month('2026-12-01', DISNEY), month('2027-01-01', MAX)];
  assert.deepEqual(
    planReminders(plan, [], '2026-12-30').map((reminder) => `${reminder.kind} ${reminder.day}`),
    ['start 2026-12-30', 'cancel 2026-12-30', 'start 2027-01-01'],
  );
  assert.deepEqual(
    planReminders(plan, [], '2026-12-10').map((reminder) => `${reminder.kind} ${reminder.day}`),
    ['start 2026-12-10', 'cancel 2026-12-29', 'start 2027-01-01'],
  );
});
