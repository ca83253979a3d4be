import type { ComplaintResolution, ComplaintState } from '../../../common/complaints';
import type { Language } from '../../../common/markets';
import { useT } from '../../lib/i18n';
import { daysBetween, formatDay } from './complaint-days';
import './complaints.css';

export { daysBetween, formatDay, shopToday } from './complaint-days';

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
