import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate } from '../../../../common/format';
import { type Language } from '../../../../common/markets';
import {
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_PLACEMENTS,
  POLL_QUESTION_MAX,
  type PollKind,
  type PollPlacement,
} from '../../../../common/poll-rules';
import type { DeskPoll } from '../../../../common/polls';
import { pollsDeskApi } from '../../../features/polls/polls-desk-api';
import '../../../features/polls/polls.css';
import { LanguageField, MarketField } from '../../../features/staff/market-language-fields';
import { StaffTable, type StaffColumn } from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import { deskHref } from '../../../lib/desk-href';

export interface StaffPollsData {
  staff: StaffMember;
  polls: DeskPoll[];
}

interface Draft {
  question: string;
  kind: PollKind;
  allowComment: boolean;
  allowAnonymous: boolean;
  placement: PollPlacement;
  market: string;
  language: Language;
  options: string[];
}

const newDraft = (market: string, language: Language): Draft => ({
  question: '',
  kind: 'single',
  allowComment: true,
  allowAnonymous: false,
  placement: 'order_confirmation',
  market,
  language,
  options: ['', ''],
});

/** /staff/polls: every poll with its place and answers, and the form of a new one (ADR 071). */
export function StaffPollsPage({ data, locale }: PageProps<StaffPollsData>) {
  const t = useT();
  const [polls, setPolls] = useState(data.polls);
  const [draft, setDraft] = useState<Draft>(() => newDraft(locale.country, locale.language));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setNotice(null);
    void (async () => {
      try {
        await pollsDeskApi.create({ ...draft, options: draft.options });
        setPolls((await pollsDeskApi.list()).polls);
        setDraft(newDraft(draft.market, draft.language));
        setErrors({});
        setNotice(t('polls.desk.created'));
      } catch (failure) {
        setErrors(formErrorsOf(failure, t('errors.unexpected')));
      } finally {
        setPending(false);
      }
    })();
  };

  const setOption = (index: number, value: string) =>
    setDraft({ ...draft, options: draft.options.map((o, i) => (i === index ? value : o)) });

  const fieldError = (field: string) =>
    errors[field] ? (
      <span className="ui-field__error" role="alert">
        {errors[field]}
      </span>
    ) : null;

  const where = (poll: DeskPoll) =>
    `${t(`polls.desk.placements.${poll.placement}`)} · ${poll.market.toUpperCase()} · ${t(`language.${poll.language}`)}`;

  const columns: Array<StaffColumn<DeskPoll>> = [
    { key: 'id', label: t('polls.desk.columns.id'), cell: (poll) => poll.id },
    {
      key: 'question',
      label: t('polls.desk.columns.question'),
      cell: (poll) => (
        <Link to={deskHref(locale, 'staff_poll', { id: String(poll.id) })}>{poll.question}</Link>
      ),
    },
    { key: 'where', label: t('polls.desk.columns.where'), cell: where },
    {
      key: 'status',
      label: t('polls.desk.columns.status'),
      cell: (poll) => t(`polls.desk.status.${poll.status}`),
      testId: 'poll-status',
    },
    { key: 'answers', label: t('polls.desk.columns.answers'), cell: (poll) => poll.answers },
    {
      key: 'created',
      label: t('polls.desk.columns.created'),
      cell: (poll) => formatDate(poll.createdAt, locale.language),
    },
  ];

  return (
    <StaffShell staff={data.staff} locale={locale} current="staff_polls" title={t('polls.desk.title')}>
      <div className="polls-desk">
        <section className="staff-card" aria-labelledby="polls-list">
          <h2 id="polls-list">{t('polls.desk.list')}</h2>
          <StaffTable
            label={t('polls.desk.list')}
            columns={columns}
            items={polls}
            rowKey={(poll) => poll.id}
            row={() => ({ 'data-testid': 'poll-row' })}
            empty={t('polls.desk.none')}
            bare
            testId="polls-table"
          />
        </section>

        <section className="staff-card" aria-labelledby="poll-form">
          <h2 id="poll-form">{t('polls.desk.newPoll')}</h2>
          {errors.form ? (
            <p className="ui-field__error" role="alert">
              {errors.form}
            </p>
          ) : null}
          {notice ? (
            <p className="staff-notice" role="status" data-testid="polls-desk-notice">
              {notice}
            </p>
          ) : null}
          <form className="staff-form polls-desk__form" onSubmit={save} noValidate>
            <label className="ui-field">
              <span className="ui-field__label">{t('polls.desk.question')}</span>
              <input
                className="ui-field__input"
                value={draft.question}
                maxLength={POLL_QUESTION_MAX}
                onChange={(event) => setDraft({ ...draft, question: event.target.value })}
                aria-invalid={errors.question ? true : undefined}
                data-testid="poll-question"
              />
              {fieldError('question')}
            </label>
            <fieldset className="polls-desk__group">
              <legend>{t('polls.desk.kind')}</legend>
              {(['single', 'multiple'] as const).map((kind) => (
                <label key={kind} className="polls-desk__choice">
                  <input
                    type="radio"
                    name="poll-kind"
                    value={kind}
                    checked={draft.kind === kind}
                    onChange={() => setDraft({ ...draft, kind })}
                    data-testid={`poll-kind-${kind}`}
                  />
                  {t(`polls.desk.kinds.${kind}`)}
                </label>
              ))}
            </fieldset>
            <fieldset className="polls-desk__group">
              <legend>{t('polls.desk.options')}</legend>
              {draft.options.map((option, index) => (
                <div key={index} className="polls-desk__option">
                  <label className="ui-field">
                    <span className="ui-field__label">{t('polls.desk.option', { n: index + 1 })}</span>
                    <input
                      className="ui-field__input"
                      value={option}
                      maxLength={POLL_OPTION_MAX}
                      onChange={(event) => setOption(index, event.target.value)}
                      aria-invalid={errors[`options.${index}`] ? true : undefined}
                      data-testid={`poll-option-${index}`}
                    />
                    {fieldError(`options.${index}`)}
                  </label>
                  {draft.options.length > POLL_OPTIONS_MIN ? (
                    <button
                      type="button"
                      className="staff-button staff-button--ghost staff-button--small"
                      aria-label={t('polls.desk.removeOption', { n: index + 1 })}
                      onClick={() =>
                        setDraft({ ...draft, options: draft.options.filter((_, i) => i !== index) })
                      }
                    >
                      ×
                    </button>
                  ) : null}
                </div>
              ))}
              {fieldError('options')}
              {draft.options.length < POLL_OPTIONS_MAX ? (
                <button
                  type="button"
                  className="staff-button staff-button--ghost"
                  onClick={() => setDraft({ ...draft, options: [...draft.options, ''] })}
                  data-testid="poll-add-option"
                >
                  {t('polls.desk.addOption')}
                </button>
              ) : null}
            </fieldset>
            <label className="polls-desk__choice">
              <input
                type="checkbox"
                checked={draft.allowComment}
                onChange={(event) => setDraft({ ...draft, allowComment: event.target.checked })}
              />
              {t('polls.desk.allowComment')}
            </label>
            <label className="polls-desk__choice">
              <input
                type="checkbox"
                checked={draft.allowAnonymous}
                onChange={(event) => setDraft({ ...draft, allowAnonymous: event.target.checked })}
                data-testid="poll-anonymous"
              />
              {t('polls.desk.allowAnonymous')}
            </label>
            <label className="ui-field">
              <span className="ui-field__label">{t('polls.desk.placement')}</span>
              <select
                className="ui-field__input"
                value={draft.placement}
                onChange={(event) => setDraft({ ...draft, placement: event.target.value as PollPlacement })}
                data-testid="poll-placement"
              >
                {POLL_PLACEMENTS.map((placement) => (
                  <option key={placement} value={placement}>
                    {t(`polls.desk.placements.${placement}`)}
                  </option>
                ))}
              </select>
            </label>
            <MarketField
              label={t('polls.desk.market')}
              value={draft.market}
              onChange={(market) => setDraft({ ...draft, market })}
              testId="poll-market"
              error={fieldError('market')}
            />
            <LanguageField
              label={t('polls.desk.language')}
              value={draft.language}
              onChange={(language) => setDraft({ ...draft, language })}
              testId="poll-language"
            />
            <div className="staff-actions">
              <button type="submit" className="staff-button" disabled={pending} data-testid="poll-create">
                {t('polls.desk.create')}
              </button>
            </div>
          </form>
        </section>
      </div>
    </StaffShell>
  );
}
