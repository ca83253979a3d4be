import { formatDate } from '../../../common/format';
import type { Language } from '../../../common/markets';

/**
 * The desk's one way to write a moment (ADR 058, amended in session 20): the shop's wall clock
 * (Europe/Warsaw, as the desk's days, lists and deadlines already are), in the page's language. The
 * zone is named, not the browser's, so the server and the browser write the same text.
 * `time`: the time alone (a session's end today); `seconds`: to the second (the audit log).
 */
export function deskTime(
  iso: string,
  language: Language,
  style: 'dateTime' | 'time' | 'seconds' = 'dateTime',
): string {
  return formatDate(iso, language, STYLES[style]);
}

const STYLES: Record<'dateTime' | 'time' | 'seconds', Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  seconds: { dateStyle: 'medium', timeStyle: 'medium' },
};
