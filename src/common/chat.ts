/**
 * Live chat's rules shared by server and browser (issue 20, ADR 068), without Zod so the chat
 * button can use them without weighing on every page: limits and the desk's opening hours.
 */

/** A chat message, in characters (a chat line, not a letter: longer text goes by the contact form). */
export const CHAT_MESSAGE_MAX = 1000;
/** The out-of-hours enquiry's message, as every enquiry of the shop (spec §9: 450). */
export const CHAT_OFFLINE_MESSAGE_MAX = 450;
export const CHAT_NAME_MAX = 100;
/** A page path the visitor is on, as the desk is told it. */
export const CHAT_PAGE_MAX = 500;
/** The widget's token lives this long; the widget asks for a new one before it runs out. */
export const CHAT_TOKEN_SECONDS = 15 * 60;
/** The newest messages a (re)connecting widget or desk gets when it has seen nothing yet. */
export const CHAT_HISTORY_MAX = 200;
/** A comment line on every open stream this often, so proxies keep idle streams open. */
export const CHAT_HEARTBEAT_MS = 25_000;

export type ChatAuthor = 'visitor' | 'staff' | 'system';

/**
 * When a market's desk answers chats, in that market's own time zone: weekdays (1 Monday … 7
 * Sunday) and hours. Out of them the widget offers the short enquiry form instead (ADR 068).
 */
export interface ChatHours {
  timeZone: string;
  days: readonly number[];
  /** "HH:MM", opening and closing (closing not included). */
  from: string;
  to: string;
}

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

export const CHAT_HOURS: Readonly<Record<string, ChatHours>> = {
  pl: { timeZone: 'Europe/Warsaw', days: WEEKDAYS, from: '08:00', to: '18:00' },
  hu: { timeZone: 'Europe/Budapest', days: WEEKDAYS, from: '08:00', to: '16:00' },
  de: { timeZone: 'Europe/Berlin', days: WEEKDAYS, from: '08:00', to: '17:00' },
  cz: { timeZone: 'Europe/Prague', days: WEEKDAYS, from: '08:00', to: '16:00' },
  sk: { timeZone: 'Europe/Bratislava', days: WEEKDAYS, from: '08:00', to: '16:00' },
  it: { timeZone: 'Europe/Rome', days: WEEKDAYS, from: '09:00', to: '17:00' },
  fr: { timeZone: 'Europe/Paris', days: WEEKDAYS, from: '09:00', to: '17:00' },
  gb: { timeZone: 'Europe/London', days: WEEKDAYS, from: '08:00', to: '16:00' },
  in: { timeZone: 'Asia/Kolkata', days: WEEKDAYS, from: '10:00', to: '18:00' },
  // The international shop is answered by the Polish desk, in its hours.
  en: { timeZone: 'Europe/Warsaw', days: WEEKDAYS, from: '08:00', to: '18:00' },
};

export function chatHoursOf(country: string): ChatHours {
  return CHAT_HOURS[country] ?? CHAT_HOURS.en!;
}

/** Whether the desk of `country` answers chats at `now`. */
export function chatOpenAt(hours: ChatHours, now: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: hours.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  const time = `${part('hour')}:${part('minute')}`;
  return hours.days.includes(day) && time >= hours.from && time < hours.to;
}

/** Whether a text has something besides spaces: a message of blanks is no message. */
export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}
