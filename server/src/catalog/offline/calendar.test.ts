import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayNumber, dayString } from '../clock.js';
import { REGION_SERVICES } from '../constants/providers.js';
import { REGION_CODES } from '../constants/regions.js';
import { ROTATING_SERVICES } from './calendar.js';
import { OfflineCatalog } from './offline-catalog.js';

const catalog = OfflineCatalog.fromFile();
const calendar = catalog.calendar;

test('on arbitrary days every big service in every country has an arrival and a departure', () => {
  for (const day of ['2026-11-23', '2027-02-28', '2028-02-29', '2031-07-04', '2024-01-01']) {
    for (const region of REGION_CODES) {
      const changes = calendar.changes(region, dayNumber(day), dayNumber(day));
      for (const provider of REGION_SERVICES[region].subscription) {
        if (!ROTATING_SERVICES.has(provider)) continue;
        for (const kind of ['arrival', 'departure']) {
          assert.ok(
            changes.some((change) => change.providerId === provider && change.change === kind),
            `${kind} on ${provider} in ${region} on ${day}`,
          );
        }
      }
    }
  }
});

/** Offers on a day as "region provider code" strings. */
function offerSet(day: number): Set<string> {
  const offers = new Set<string>();
  for (const title of catalog.titles) {
    for (const [region, providers] of catalog.offersOn(title, day)) {
      for (const [provider, codes] of providers) {
        for (const code of codes)
          offers.add(`${title.type}:${title.id} ${region} ${provider} ${code}`);
      }
    }
  }
  return offers;
}

test('offers on two days differ exactly by the changes listed between them', () => {
  for (const [from, to] of [
    ['2026-11-23', '2026-12-07'],
    ['2025-03-30', '2025-04-20'],
  ] as const) {
    const before = offerSet(dayNumber(from));
    const after = offerSet(dayNumber(to));
    const arrived = [...after].filter((offer) => !before.has(offer)).sort();
    const left = [...before].filter((offer) => !after.has(offer)).sort();
    const listed = (kind: string) =>
      REGION_CODES.flatMap((region) => calendar.changes(region, dayNumber(from) + 1, dayNumber(to)))
        .filter((change) => change.change === kind)
        .map((c) => `${c.title.type}:${c.title.id} ${c.region} ${c.providerId} ${c.code}`)
        .sort();
    assert.ok(arrived.length > 0 && left.length > 0);
    assert.deepEqual(arrived, listed('arrival'), `arrivals ${from} → ${to}`);
    assert.deepEqual(left, listed('departure'), `departures ${from} → ${to}`);
  }
});

test('anime listings start on their real bangumi-data day', () => {
  const listed = catalog.titles.filter((title) => title.starts && title.type === 'tv');
  assert.ok(listed.length > 100, `${listed.length} titles with listing days`);
  let checked = 0;
  for (const title of listed) {
    for (const [provider, start] of Object.entries(title.starts ?? {})) {
      const region = Object.keys(title.watch).find((code) =>
        title.watch[code]?.some((entry) => parseInt(entry, 10) === Number(provider)),
      );
      if (!region) continue;
      const on = (day: number) => catalog.offersOn(title, day).get(region)?.has(Number(provider));
      assert.equal(on(dayNumber(start) - 1), false, `${title.title} before ${start}`);
      assert.equal(on(dayNumber(start)), true, `${title.title} on ${start}`);
      checked++;
    }
  }
  assert.ok(checked > 100);
  // …and the changes list them as arrivals on that day.
  const title = listed.find(
    (entry) => entry.starts?.['8'] && entry.watch.JP?.some((offer) => parseInt(offer, 10) === 8),
  );
  const start = title?.starts?.['8'];
  assert.ok(title && start);
  assert.ok(
    calendar
      .changes('JP', dayNumber(start), dayNumber(start))
      .some((change) => change.title === title && change.providerId === 8),
  );
});

test('most offers are long-lived: the catalog file’s offers all stand on the test day', () => {
  const day = dayNumber('2026-11-23');
  let missing = 0;
  let total = 0;
  for (const title of catalog.titles) {
    const offers = catalog.offersOn(title, day);
    for (const [region, entries] of Object.entries(title.watch)) {
      for (const entry of entries ?? []) {
        total++;
        if (!offers.get(region)?.has(parseInt(entry, 10))) missing++;
      }
    }
  }
  assert.ok(missing / total < 0.01, `${missing} of ${total} offers missing`);
  assert.equal(dayString(day), '2026-11-23');
});

test('spans over a window hold exactly the offers of each of its days', () => {
  const [from, to] = [dayNumber('2026-11-01'), dayNumber('2027-02-28')];
  const visitors = calendar
    .changes('US', from, from + 83)
    .filter((change) => change.change === 'arrival')
    .map((change) => change.title);
  const titles = [...new Set([...visitors, ...catalog.titles.slice(0, 40)])];
  for (const title of titles) {
    const spans = calendar.spansBetween(title, 'US', from, to);
    for (const span of spans) {
      assert.ok(span.first <= to && (span.last === null || span.last >= from));
    }
    for (let day = from; day <= to; day++) {
      const offered = [...(catalog.offersOn(title, day).get('US') ?? [])].flatMap(
        ([provider, codes]) => [...codes].map((code) => `${provider}${code}`),
      );
      const covering = spans
        .filter((span) => span.first <= day && (span.last === null || span.last >= day))
        .map((span) => `${span.providerId}${span.code}`);
      assert.deepEqual(covering.sort(), offered.sort(), `${title.title} on ${dayString(day)}`);
    }
  }
});
