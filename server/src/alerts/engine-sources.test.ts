import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import type { CatalogRequest, CatalogSource } from '../catalog/http/catalog-request.js';
import type { Database } from '../db/database.js';
import { startSmtpCapture } from './testing/smtp-capture.js';
import { smtpSender } from '../../../supabase/functions/_shared/smtp-sender.ts';
import { runAlerts } from './run-alerts.js';
import {
  addChanges,
  addMember,
  clearAlertData,
  openAlertDatabase,
  watch,
} from './testing/alert-fixtures.js';

let db: Database;
before(async () => {
  db = await openAlertDatabase();
});
after(() => db.close());
beforeEach(() => clearAlertData(db));

const urls = { siteUrl: 'https://app.example', apiUrl: 'https://api.example', secret: 'secret' };

/** A catalog like real TMDB (no change list): The Matrix's US offers on each day. */
function tmdbLike(offersByDay: Record<string, string[] | 'down'>): CatalogSource {
  return {
    sample: false,
    async handle(request: CatalogRequest, context) {
      assert.equal(request.kind, 'watch-providers');
      const offers = offersByDay[context.today] ?? [];
      if (offers === 'down') throw new Error('TMDB is unreachable');
      const flatrate = offers.map((name) => ({
        provider_id: name === 'Netflix' ? 8 : 15,
        provider_name: name,
      }));
      return { id: 603, results: { US: { link: '', flatrate } } };
    },
  };
}

test('TMDB mode: daily snapshots of watched titles become arrivals and departures', async () => {
  const member = await addMember(db, { services: ['netflix'] });
  await watch(db, 'notify_requests', member, 603);
  const catalog = tmdbLike({
    '2026-11-24': ['Hulu'],
    '2026-11-25': ['Hulu', 'Netflix'],
    '2026-11-26': 'down',
    '2026-11-27': ['Netflix'],
  });
  const run = (asOf: string) => runAlerts({ db, catalog, asOf, ...urls });

  const baseline = await run('2026-11-24');
  assert.equal(baseline.changes_recorded, 0, 'a first snapshot only sets the baseline');
  const arrival = await run('2026-11-25');
  assert.equal(arrival.changes_recorded, 1);
  assert.equal(arrival.alerts.available, 1);
  const outage = await run('2026-11-26');
  assert.equal(outage.changes_recorded, 0, 'a failed lookup is not every offer leaving');
  const next = await run('2026-11-27');
  assert.equal(next.changes_recorded, 1);

  const changes = await db.query(
    `select provider_name, change, to_char(change_date, 'YYYY-MM-DD') as day
     from public.availability_changes order by change_date`,
  );
  assert.deepEqual(changes, [
    { provider_name: 'Netflix', change: 'arrival', day: '2026-11-25' },
    { provider_name: 'Hulu', change: 'departure', day: '2026-11-27' },
  ]);
});

test('over SMTP: one mail per member with their alerts and one-click unsubscribe headers', async () => {
  const smtp = await startSmtpCapture();
  try {
    const member = await addMember(db, { services: ['netflix'], email_notifications: true });
    const silent = await addMember(db, { services: ['netflix'], email_notifications: false });
    for (const who of [member, silent]) {
      await watch(db, 'notify_requests', who, 603);
      await watch(db, 'notify_requests', who, 1396, 'tv');
    }
    await addChanges(db, [
      { tmdb_id: 603, title: 'The Matrix', change: 'arrival', date: '2026-11-25' },
      {
        media_type: 'tv',
        tmdb_id: 1396,
        title: 'Breaking Bad',
        change: 'arrival',
        date: '2026-11-25',
      },
    ]);
    const summary = await runAlerts({
      db,
      catalog: { sample: true, handle: async () => ({ results: [], total_pages: 1 }) },
      asOf: '2026-11-25',
      sendMail: smtpSender({
        host: '127.0.0.1',
        port: smtp.port,
        from: 'WatchWhere <alerts@example.com>',
      }),
      ...urls,
    });
    assert.equal(summary.mails_sent, 1);
    assert.equal(smtp.received.length, 1);
    const mail = smtp.received[0]!;
    assert.match(mail, /^Subject: 2 new alerts on WatchWhere/m);
    assert.match(mail, /The Matrix is now on Netflix \(United States\)/);
    assert.match(mail, /https:\/\/app\.example\/movie\/tv_1396/);
    assert.match(
      mail,
      /^List-Unsubscribe: +<https:\/\/api\.example\/functions\/v1\/unsubscribe\?user=/m,
    );
    assert.match(mail, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  } finally {
    await smtp.close();
  }
});
