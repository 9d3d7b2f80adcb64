import { changeRow } from 'dev-harness/testing';
import { createIntl } from 'react-intl';
import type { ServiceChange } from '../api/get-service-changes';
import { addDays, changeNote, notableChanges } from './change-cards';

const intl = createIntl({ locale: 'en', defaultLocale: 'en' });

const change = (extra: Partial<ServiceChange>) =>
  changeRow({ id: 1, title: 'A title', ...extra }) as ServiceChange;

describe('change cards', () => {
  it('moves days across months and years in UTC', () => {
    expect(addDays('2026-11-23', -6)).toBe('2026-11-17');
    expect(addDays('2026-11-23', 14)).toBe('2026-12-07');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('writes the service and the day on the card', () => {
    expect(changeNote(intl, change({}))).toBe('Netflix · Added Nov 20');
    expect(
      changeNote(intl, change({ change: 'departure', provider_name: 'Hulu', date: '2026-12-04' })),
    ).toBe('Hulu · Leaves Dec 4');
  });

  it('keeps streaming offers only, one card a title, the most popular first', () => {
    const rows = [
      change({ id: 1, popularity: 5, date: '2026-11-18' }),
      change({ id: 2, popularity: 90, monetization: 'rent' }),
      change({ id: 3, popularity: 40, provider_id: 15, provider_name: 'Hulu', date: '2026-11-19' }),
      change({ id: 3, popularity: 40, provider_id: 8, date: '2026-11-21' }),
      change({ id: 3, popularity: 40, provider_id: 8, monetization: 'ads', date: '2026-11-21' }),
      change({ id: 4, popularity: 20, monetization: 'free' }),
      change({ id: 4, media_type: 'tv', popularity: 60, monetization: 'ads' }),
      change({ id: 5, popularity: 1, monetization: 'buy' }),
    ];
    const shown = notableChanges(rows, 3);
    expect(shown.map(({ media_type, id }) => `${media_type} ${id}`)).toEqual([
      'tv 4',
      'movie 3',
      'movie 4',
    ]);
    expect(shown[1]).toMatchObject({ provider_name: 'Hulu', date: '2026-11-19' });
    expect(notableChanges(rows, 10)).toHaveLength(4);
    expect(notableChanges([change({ monetization: 'rent' })], 5)).toEqual([]);
  });

  it('shows the most popular departures soonest first', () => {
    const leaving = [
      change({ id: 1, change: 'departure', popularity: 90, date: '2026-12-04' }),
      change({ id: 2, change: 'departure', popularity: 80, date: '2026-11-25' }),
      change({ id: 3, change: 'departure', popularity: 1, date: '2026-11-24' }),
      change({ id: 4, change: 'departure', popularity: 70, date: '2026-11-30' }),
    ];
    expect(notableChanges(leaving, 3).map((shown) => shown.id)).toEqual([2, 4, 1]);
  });
});
