import { defineMessages, type IntlShape } from 'react-intl';

const messages = defineMessages<{
  hoursMinutes: { hours: number; minutes: number };
  hours: { hours: number };
  minutes: { minutes: number };
}>({
  hoursMinutes: {
    defaultMessage: '{hours}h {minutes}m',
    id: 'C+Uvx0',
    description: "Title page: a movie's runtime in short form, e.g. 2h 16m (2 hours 16 minutes)",
  },
  hours: {
    defaultMessage: '{hours}h',
    id: 'iKwQ9E',
    description: "Title page: a movie's runtime of whole hours in short form, e.g. 2h (2 hours)",
  },
  minutes: {
    defaultMessage: '{minutes}m',
    id: '1JFYRC',
    description: "Title page: a movie's runtime under an hour in short form, e.g. 45m (45 minutes)",
  },
});

/** 136 → "2h 16m", 45 → "45m", 120 → "2h" (in the language of `intl`); nothing for 0. */
export function formatRuntime(intl: IntlShape, minutes: number): string {
  if (minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return intl.formatMessage(messages.minutes, { minutes: rest });
  return rest === 0
    ? intl.formatMessage(messages.hours, { hours })
    : intl.formatMessage(messages.hoursMinutes, { hours, minutes: rest });
}
