// Tests only: a feed read back by ical.js, an independent RFC 5545 parser, into plain values. The
// Deno tests and the server's tests of the calendar-feed function both use it.
import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string | null;
  /** YYYY-MM-DD, for an all-day event. */
  start: string;
  end: string;
  allDay: boolean;
  stamp: string | null;
}

export interface ParsedCalendar {
  name: string | null;
  events: ParsedEvent[];
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The calendar's name and its events, in the order written; throws on text that is not iCal. */
export function parseCalendar(ics: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    name: text(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        url: text(component.getFirstPropertyValue('url')),
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate,
        stamp: text(component.getFirstPropertyValue('dtstamp')),
      };
    }),
  };
}
