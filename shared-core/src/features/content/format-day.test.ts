import { formatDay } from './format-day';

it('writes a day short, as the service-change cards show it', () => {
  expect(formatDay('2026-12-04', 'short')).toBe('4 Dec');
  expect(formatDay('2026-11-20', 'short')).toBe('20 Nov');
  expect(formatDay('2027-01-01', 'short')).toBe('1 Jan');
  expect(formatDay('2026-09-01', 'short')).toBe('1 Sept');
});

it('writes a day long, as alerts show it', () => {
  expect(formatDay('2026-12-04', 'long')).toBe('4 December 2026');
  expect(formatDay('2027-09-30', 'long')).toBe('30 September 2027');
});

it('writes what Intl writes for every day of a year', () => {
  const short = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const long = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  for (let time = Date.UTC(2028, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
    const day = new Date(time).toISOString().slice(0, 10);
    expect(formatDay(day, 'short')).toBe(short.format(time));
    expect(formatDay(day, 'long')).toBe(long.format(time));
  }
});

it('leaves anything but a day as given', () => {
  expect(formatDay('soon', 'long')).toBe('soon');
  expect(formatDay('2026-13-01', 'short')).toBe('2026-13-01');
  expect(formatDay('2026-12-04T10:00:00Z', 'short')).toBe('2026-12-04T10:00:00Z');
});
