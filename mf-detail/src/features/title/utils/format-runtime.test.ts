import { createIntl } from 'react-intl';
import { formatRuntime } from './format-runtime';

const intl = createIntl({ locale: 'en', defaultLocale: 'en' });

describe('formatRuntime', () => {
  it.each([
    [136, '2h 16m'],
    [45, '45m'],
    [120, '2h'],
    [0, ''],
  ])('%i minutes read %p', (minutes, text) => {
    expect(formatRuntime(intl, minutes)).toBe(text);
  });
});
