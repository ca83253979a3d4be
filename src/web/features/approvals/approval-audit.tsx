import type { ApprovalEvent } from '../../../common/approvals';
import { formatDate } from '../../../common/format';
import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import './approvals.css';

/** Who asked for, approved or rejected an order's approval, with their comments (ADR 078). */
export function ApprovalAudit({ events, locale }: { events: readonly ApprovalEvent[]; locale: Locale }) {
  const t = useT();
  if (events.length === 0) return null;
  return (
    <section className="approval-audit" data-testid="approval-audit">
      <h2>{t('approvals.audit.title')}</h2>
      <ol>
        {events.map((event, i) => (
          <li key={i} data-testid="approval-event" data-action={event.action}>
            <time dateTime={event.at}>
              {formatDate(event.at, locale.language, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>{' '}
            <span>{t(`approvals.audit.${event.action}`, { name: event.actorName })}</span>
            {event.reason && (
              <span className="approval-audit__reason"> ({t(`approvals.reason.${event.reason}`)})</span>
            )}
            {event.comment && <q className="approval-audit__comment">{event.comment}</q>}
          </li>
        ))}
      </ol>
    </section>
  );
}
