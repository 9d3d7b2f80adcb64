import { createIntl } from 'react-intl';
import { formatDay } from './format-day';

const english = createIntl({ locale: 'en', defaultLocale: 'en' });
const german = createIntl({ locale: 'de', defaultLocale: 'en' });

it('writes a day short, as the service-change cards show it', () => {
  expect(formatDay(english, '2026-12-04', 'short')).toBe('Dec 4');
  expect(formatDay(german, '2026-12-04', 'short')).toBe('4. Dez.');
});

it('writes a day long, as alerts show it', () => {
  expect(formatDay(english, '2026-12-04', 'long')).toBe('December 4, 2026');
  expect(formatDay(german, '2027-09-30', 'long')).toBe('30. September 2027');
});

it('writes the UTC day, whatever the local time zone', () => {
  expect(formatDay(english, '2027-01-01', 'long')).toBe('January 1, 2027');
});

it('leaves anything but a day as given', () => {
  expect(formatDay(english, 'soon', 'long')).toBe('soon');
  expect(formatDay(english, '2026-13-01', 'short')).toBe('2026-13-01');
  expect(formatDay(english, '2026-12-04T10:00:00Z', 'short')).toBe('2026-12-04T10:00:00Z');
});
