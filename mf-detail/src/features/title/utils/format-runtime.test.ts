import { formatRuntime } from './format-runtime';

describe('formatRuntime', () => {
  it.each([
    [136, '2h 16m'],
    [45, '45m'],
    [120, '2h'],
    [0, ''],
  ])('%i minutes read %p', (minutes, text) => {
    expect(formatRuntime(minutes)).toBe(text);
  });
});
