// The words of the calendar feed (the calendar-feed function) in the app's six languages, as ICU
// messages in a message table like the mail's (mail-messages.ts). Titles and services' names are
// data, never translated, and never put where the grammar would want an article or a case: "Title
// — leaving Netflix", "… (Netflix)". Dates and country names come from Intl in the language.
import type { AppLocale } from './app-locales.ts';
import { messageTable, unreviewedLanguages } from './message-table.ts';

const EN = {
  'feed.description': {
    description: 'Calendar feed: the description of the whole calendar in the calendar app.',
    message:
      'Your watchlist titles arriving on and leaving your services, and your plan’s reminders',
  },
  'event.arrival': {
    description: 'Calendar event (all day): a watchlist title arrives on a streaming service.',
    message: '{title} — arriving on {service}',
  },
  'event.departure': {
    description:
      'Calendar event (all day): a watchlist title leaves a streaming service (it is gone that day).',
    message: '{title} — leaving {service}',
  },
  'event.titleNote': {
    description:
      'Calendar event about a watchlist title: its notes, followed by a link to the title’s page. {country} is the member’s country.',
    message: 'From your WatchWhere watchlist · {country}',
  },
  'event.cancel': {
    description:
      'Calendar event (all day, two days before a month ends): cancel a service so it does not renew. {before} is the first day of the next month, {lastDay} the last day of this one.',
    message: 'Cancel {service} before {before}',
  },
  'event.start': {
    description:
      'Calendar event (all day, the first day of a month): subscribe to a service the plan needs that month.',
    message: 'Start {service}',
  },
  'event.planNote': {
    description: 'Calendar event about the member’s saved plan of subscriptions: its notes.',
    message: 'A reminder from your saved plan on WatchWhere',
  },
} as const;

export type CalendarMessageId = keyof typeof EN;

const TRANSLATIONS: Record<Exclude<AppLocale, 'en'>, Record<CalendarMessageId, string>> = {
  de: {
    'feed.description':
      'Titel Ihrer Merkliste, die zu Ihren Diensten kommen oder sie verlassen, und die Erinnerungen Ihres gespeicherten Plans',
    'event.arrival': '{title} – neu bei {service}',
    'event.departure': '{title} – verlässt {service}',
    'event.titleNote': 'Aus Ihrer WatchWhere-Merkliste · {country}',
    'event.cancel': '{service} bis zum {lastDay} kündigen',
    'event.start': '{service} abonnieren',
    'event.planNote': 'Eine Erinnerung aus Ihrem gespeicherten Plan auf WatchWhere',
  },
  fr: {
    'feed.description':
      'Les arrivées et les départs des titres de votre liste de suivi sur vos services, et les rappels de votre plan enregistré',
    'event.arrival': '{title} – arrive sur {service}',
    'event.departure': '{title} – quitte {service}',
    'event.titleNote': 'Un titre de votre liste de suivi WatchWhere · {country}',
    'event.cancel': '{service}\u00a0: résilier avant le {before}',
    'event.start': '{service}\u00a0: s’abonner',
    'event.planNote': 'Un rappel de votre plan enregistré sur WatchWhere',
  },
  ja: {
    'feed.description':
      'ご利用中のサービスでのウォッチリストの作品の配信開始・配信終了と、保存したプランのリマインダー',
    'event.arrival': '「{title}」が{service}で配信開始',
    'event.departure': '「{title}」が{service}で配信終了',
    'event.titleNote': 'WatchWhereのウォッチリストより（{country}）',
    'event.cancel': '{lastDay}までに{service}を解約',
    'event.start': '{service}に登録',
    'event.planNote': 'WatchWhereで保存したプランのリマインダーです',
  },
  ko: {
    'feed.description':
      '내 서비스에 들어오거나 서비스가 종료되는 찜 목록 작품, 그리고 저장한 플랜의 리마인더',
    'event.arrival': '{title} — {service}에 추가',
    'event.departure': '{title} — {service}에서 서비스 종료',
    'event.titleNote': '내 WatchWhere 찜 목록에서 · {country}',
    'event.cancel': '{service}: {before} 전에 해지',
    'event.start': '{service} 구독 시작',
    'event.planNote': 'WatchWhere에 저장한 플랜의 리마인더예요',
  },
  'pt-BR': {
    'feed.description':
      'Quando os títulos da sua lista entram e saem dos seus serviços, e os lembretes do seu plano de assinaturas',
    'event.arrival': '{title} — entra no catálogo ({service})',
    'event.departure': '{title} — sai do catálogo ({service})',
    'event.titleNote': 'Da sua lista no WatchWhere · {country}',
    'event.cancel': 'Cancelar {service} até {lastDay}',
    'event.start': 'Assinar {service}',
    'event.planNote': 'Um lembrete do seu plano de assinaturas salvo no WatchWhere',
  },
};

const CALENDAR = messageTable(EN, unreviewedLanguages(TRANSLATIONS));

export const CALENDAR_MESSAGE_IDS = CALENDAR.ids;
export const calendarMessageSource = CALENDAR.source;
export const calendarMessageDescription = CALENDAR.description;
export const unreviewedCalendarMessages = CALENDAR.unreviewed;
export const formatCalendar = CALENDAR.format;
