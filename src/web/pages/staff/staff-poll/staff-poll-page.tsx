import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate } from '../../../../common/format';
import type { DeskPollResults } from '../../../../common/polls';
import { pollsDeskApi } from '../../../features/polls/polls-desk-api';
import '../../../features/polls/polls.css';
import { StaffShell } from '../../../features/staff/staff-shell';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import { deskHref } from '../../../lib/desk-href';

export interface StaffPollData {
  staff: StaffMember;
  results: DeskPollResults;
}

/** /staff/polls/{id}: counts and shares per choice, the newest comments, switch on, close, CSV. */
export function StaffPollPage({ data, locale }: PageProps<StaffPollData>) {
  const t = useT();
  const [results, setResults] = useState(data.results);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const act = (work: () => Promise<unknown>, done: string) => {
    setPending(true);
    setError(null);
    setNotice(null);
    void (async () => {
      try {
        await work();
        setResults(await pollsDeskApi.results(results.id));
        setNotice(done);
      } catch (failure) {
        setError(formErrorsOf(failure, t('errors.unexpected')).form ?? t('errors.unexpected'));
      } finally {
        setPending(false);
      }
    })();
  };

  const close = () => {
    if (!window.confirm(t('polls.desk.closeConfirm'))) return;
    act(() => pollsDeskApi.close(results.id), t('polls.desk.closedNotice'));
  };

  return (
    <StaffShell
      staff={data.staff}
      locale={locale}
      current="staff_polls"
      title={`${t('polls.desk.results')}: #${results.id}`}
    >
      <div className="polls-desk">
        <p>
          <Link to={deskHref(locale, 'staff_polls')}>‹ {t('polls.desk.back')}</Link>
        </p>
        <section className="staff-card" aria-labelledby="poll-question" data-testid="poll-results">
          <h2 id="poll-question">{results.question}</h2>
          <p className="staff-muted">
            {t(`polls.desk.placements.${results.placement}`)} · {results.market.toUpperCase()} ·{' '}
            {t(`language.${results.language}`)} · {t(`polls.desk.kinds.${results.kind}`)}
          </p>
          <p>
            <strong data-testid="poll-result-status">{t(`polls.desk.status.${results.status}`)}</strong>
            {results.activatedAt ? ` · ${formatDate(results.activatedAt, locale.language)}` : ''}
            {results.closedAt ? ` – ${formatDate(results.closedAt, locale.language)}` : ''}
          </p>
          {error ? (
            <p className="ui-field__error" role="alert">
              {error}
            </p>
          ) : null}
          {notice ? (
            <p className="staff-notice" role="status">
              {notice}
            </p>
          ) : null}
          <div className="staff-actions">
            {results.status === 'draft' ? (
              <button
                type="button"
                className="staff-button"
                disabled={pending}
                onClick={() => act(() => pollsDeskApi.activate(results.id), t('polls.desk.activated'))}
                data-testid="poll-activate"
              >
                {t('polls.desk.activate')}
              </button>
            ) : null}
            {results.status === 'active' ? (
              <button
                type="button"
                className="staff-button staff-button--danger"
                disabled={pending}
                onClick={close}
                data-testid="poll-close"
              >
                {t('polls.desk.close')}
              </button>
            ) : null}
            <a
              className="staff-button staff-button--ghost"
              href={pollsDeskApi.exportUrl(results.id)}
              download
            >
              {t('polls.desk.export')}
            </a>
          </div>
        </section>

        <section className="staff-card" aria-labelledby="poll-results-heading">
          <h2 id="poll-results-heading">{t('polls.desk.results')}</h2>
          <p data-testid="poll-answer-count">{t('polls.desk.answers', { count: results.answers })}</p>
          <ul className="polls-results">
            {results.options.map((option) => (
              <li key={option.id} data-testid="poll-result-option">
                <div className="polls-results__label">
                  <span>{option.label}</span>
                  <strong>
                    {t('polls.desk.count', { count: option.count, percent: option.percent.toFixed(1) })}
                  </strong>
                </div>
                <div className="polls-results__bar" aria-hidden="true">
                  <div
                    className="polls-results__fill"
                    style={{ width: `${Math.min(100, option.percent)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className="staff-card" aria-labelledby="poll-comments">
          <h2 id="poll-comments">{t('polls.desk.comments')}</h2>
          {results.comments.length === 0 ? (
            <p>{t('polls.desk.noComments')}</p>
          ) : (
            <ul className="polls-comments" data-testid="poll-comments">
              {results.comments.map((comment) => (
                <li key={comment.id}>
                  {comment.comment}
                  <br />
                  <span className="staff-muted">
                    {formatDate(comment.at, locale.language)} ·{' '}
                    {comment.visitor ? t('polls.desk.visitor') : t('polls.desk.customer')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </StaffShell>
  );
}
