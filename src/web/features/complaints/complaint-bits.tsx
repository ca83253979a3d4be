import type { ComplaintResolution, ComplaintState } from '../../../common/complaints';
import { formatDate, SHOP_TIME_ZONE } from '../../../common/format';
import type { Language } from '../../../common/markets';
import { useT } from '../../lib/i18n';
import './complaints.css';

/** A day (YYYY-MM-DD) as the page's language writes it; noon UTC, so no time zone moves it a day. */
export function formatDay(day: string, language: Language): string {
  return formatDate(`${day.slice(0, 10)}T12:00:00Z`, language);
}

/** Today in the shop's time zone (YYYY-MM-DD): loaders pass it, so server and browser agree. */
export function shopToday(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** Whole days from `today` to `day` (negative once passed). */
export function daysBetween(today: string, day: string): number {
  return Math.round(
    (Date.parse(`${day.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/** The state as a badge; an accepted one says how (refund or replacement). */
export function ComplaintStateBadge({
  state,
  resolution,
}: {
  state: ComplaintState;
  resolution: ComplaintResolution | null;
}) {
  const t = useT();
  return (
    <span className={`complaint-state complaint-state--${state}`} data-testid="complaint-state">
      {t(`complaints.state.${state}`)}
      {state === 'accepted' && resolution ? `: ${t(`complaints.resolution.${resolution}`)}` : ''}
    </span>
  );
}

/** Days left within which a deadline counts as close (the desk's highlight, the customer's hint). */
export const DEADLINE_SOON_DAYS = 3;

/** The answer's deadline: the date, how near it is, or that it passed; nothing once decided. */
export function AnswerDeadline({
  answerBy,
  today,
  open,
  language,
}: {
  answerBy: string;
  today: string;
  open: boolean;
  language: Language;
}) {
  const t = useT();
  if (!open) return <span className="complaint-deadline">{t('complaintPages.deadline.none')}</span>;
  const days = daysBetween(today, answerBy);
  const date = formatDay(answerBy, language);
  const tone = days < 0 ? 'passed' : days <= DEADLINE_SOON_DAYS ? 'soon' : 'due';
  return (
    <span className={`complaint-deadline complaint-deadline--${tone}`} data-testid="complaint-deadline">
      {days < 0
        ? t('complaintPages.deadline.passed', { date })
        : days === 0
          ? `${t('complaintPages.deadline.due', { date })} (${t('complaintPages.deadline.today')})`
          : days <= DEADLINE_SOON_DAYS
            ? t('complaintPages.deadline.soon', { date, days })
            : t('complaintPages.deadline.due', { date })}
    </span>
  );
}
