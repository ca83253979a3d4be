import { useEffect, useState, type FormEvent } from 'react';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate } from '../../../../common/format';
import { LANGUAGES, MARKETS, type Language } from '../../../../common/markets';
import {
  NEWSLETTER_TOPICS,
  type NewsletterIssue,
  type NewsletterPreview,
  type NewsletterTopic,
} from '../../../../common/newsletter';
import { newsletterDeskApi } from '../../../features/newsletter/newsletter-desk-api';
import '../../../features/newsletter/newsletter.css';
import { StaffTable, type StaffColumn } from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

export interface StaffNewsletterData {
  staff: StaffMember;
  issues: NewsletterIssue[];
}

type PerLanguage = Record<Language, string>;
const empty = (): PerLanguage => ({ en: '', pl: '', de: '', hu: '' });

interface Draft {
  id: number | null;
  subject: PerLanguage;
  body: PerLanguage;
  markets: string[];
  languages: Language[];
  topic: NewsletterTopic;
}

const newDraft = (): Draft => ({
  id: null,
  subject: empty(),
  body: empty(),
  markets: [],
  languages: [],
  topic: 'new_products',
});

/** Progress is polled while an issue is on its way (the jobs work in the background). */
const POLL_MS = 3000;

/** /staff/newsletter: issues with their progress, and the form of a new or draft issue. */
export function StaffNewsletterPage({ data, locale }: PageProps<StaffNewsletterData>) {
  const t = useT();
  const [issues, setIssues] = useState(data.issues);
  const [draft, setDraft] = useState<Draft>(newDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  const [pending, setPending] = useState(false);

  const moving = issues.some((issue) => issue.status === 'queued' || issue.status === 'sending');
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => {
      newsletterDeskApi
        .list()
        .then((list) => setIssues(list.issues))
        .catch(() => {});
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [moving]);

  const refresh = async () => setIssues((await newsletterDeskApi.list()).issues);

  const input = () => ({
    subject: draft.subject,
    body: draft.body,
    markets: draft.markets,
    languages: draft.languages,
    topic: draft.topic,
  });

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setNotice(null);
    try {
      await work();
      setErrors({});
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('errors.unexpected')));
    } finally {
      setPending(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const saved =
        draft.id === null
          ? await newsletterDeskApi.create(input())
          : await newsletterDeskApi.update(draft.id, input());
      setDraft({ ...draft, id: saved.id });
      setPreview(await newsletterDeskApi.preview(saved.id));
      setNotice(t('newsletter.desk.saved'));
      await refresh();
    });
  };

  const send = () => {
    if (draft.id === null || !window.confirm(t('newsletter.desk.sendConfirm'))) return;
    const id = draft.id;
    void run(async () => {
      await newsletterDeskApi.send(id);
      setDraft(newDraft());
      setPreview(null);
      setNotice(t('newsletter.desk.queued'));
      await refresh();
    });
  };

  const edit = (issue: NewsletterIssue) => {
    setDraft({
      id: issue.id,
      subject: { ...empty(), ...issue.subject },
      body: { ...empty(), ...issue.body },
      markets: issue.markets,
      languages: issue.languages as Language[],
      topic: issue.topic,
    });
    setPreview(null);
    setErrors({});
  };

  const toggle = <T extends string>(list: T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((x) => x !== value);

  const column = (key: string) => t(`newsletter.desk.columns.${key}`);
  const issueColumns: StaffColumn<NewsletterIssue>[] = [
    { key: 'id', label: column('id'), cell: (issue) => issue.id },
    {
      key: 'subject',
      label: column('subject'),
      cell: (issue) =>
        issue.status === 'draft' ? (
          <button type="button" className="staff-button staff-button--ghost" onClick={() => edit(issue)}>
            {issue.subject[locale.language] ?? issue.subject.en}
          </button>
        ) : (
          (issue.subject[locale.language] ?? issue.subject.en)
        ),
    },
    {
      key: 'status',
      label: column('status'),
      testId: 'newsletter-issue-status',
      cell: (issue) => t(`newsletter.desk.status.${issue.status}`),
    },
    {
      key: 'progress',
      label: column('progress'),
      cell: (issue) =>
        issue.recipients === null ? (
          '—'
        ) : (
          <>
            <progress max={Math.max(issue.recipients, 1)} value={issue.sent} aria-hidden="true" />{' '}
            {t('newsletter.desk.progress', { sent: issue.sent, total: issue.recipients })}
          </>
        ),
    },
    {
      key: 'created',
      label: column('created'),
      cell: (issue) => formatDate(issue.createdAt, locale.language),
    },
  ];

  return (
    <StaffShell
      staff={data.staff}
      locale={locale}
      current="staff_newsletter"
      title={t('newsletter.desk.title')}
    >
      <div className="newsletter-desk">
        <section className="staff-card" aria-labelledby="newsletter-issues">
          <h2 id="newsletter-issues">{t('newsletter.desk.issues')}</h2>
          <StaffTable
            bare
            label={t('newsletter.desk.issues')}
            testId="newsletter-issues"
            columns={issueColumns}
            items={issues}
            rowKey={(issue) => issue.id}
            row={() => ({ 'data-testid': 'newsletter-issue-row' })}
            empty={t('newsletter.desk.none')}
          />
        </section>

        <section className="staff-card" aria-labelledby="newsletter-form">
          <h2 id="newsletter-form">{draft.id === null ? t('newsletter.desk.newIssue') : `#${draft.id}`}</h2>
          {errors.form ? (
            <p className="ui-field__error" role="alert">
              {errors.form}
            </p>
          ) : null}
          {notice ? (
            <p className="newsletter-page__done" role="status" data-testid="newsletter-desk-notice">
              {notice}
            </p>
          ) : null}
          <form className="staff-form staff-form--wide" onSubmit={save} noValidate>
            {LANGUAGES.map((language) => (
              <fieldset key={language} className="newsletter-topics">
                <legend>{t(`language.${language}`)}</legend>
                <label className="ui-field">
                  <span className="ui-field__label">{t('newsletter.desk.subject', { language })}</span>
                  <input
                    className="ui-field__input"
                    value={draft.subject[language]}
                    maxLength={150}
                    onChange={(event) =>
                      setDraft({ ...draft, subject: { ...draft.subject, [language]: event.target.value } })
                    }
                    aria-invalid={errors[`subject.${language}`] ? true : undefined}
                    data-testid={`newsletter-subject-${language}`}
                  />
                  {errors[`subject.${language}`] ? (
                    <span className="ui-field__error" role="alert">
                      {errors[`subject.${language}`]}
                    </span>
                  ) : null}
                </label>
                <label className="ui-field">
                  <span className="ui-field__label">{t('newsletter.desk.body', { language })}</span>
                  <textarea
                    className="ui-field__input"
                    rows={6}
                    value={draft.body[language]}
                    onChange={(event) =>
                      setDraft({ ...draft, body: { ...draft.body, [language]: event.target.value } })
                    }
                    aria-invalid={errors[`body.${language}`] ? true : undefined}
                    data-testid={`newsletter-body-${language}`}
                  />
                  <span className="staff-muted">{t('newsletter.desk.bodyHint')}</span>
                  {errors[`body.${language}`] ? (
                    <span className="ui-field__error" role="alert">
                      {errors[`body.${language}`]}
                    </span>
                  ) : null}
                </label>
              </fieldset>
            ))}
            <fieldset className="newsletter-topics">
              <legend>
                {t('newsletter.desk.markets')} ({t('newsletter.desk.all')} = ∅)
              </legend>
              {MARKETS.map((market) => (
                <label key={market.country} className="newsletter-topics__choice">
                  <input
                    type="checkbox"
                    checked={draft.markets.includes(market.country)}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        markets: toggle(draft.markets, market.country, event.target.checked),
                      })
                    }
                  />
                  {t(market.nameKey)}
                </label>
              ))}
            </fieldset>
            <fieldset className="newsletter-topics">
              <legend>
                {t('newsletter.desk.languages')} ({t('newsletter.desk.all')} = ∅)
              </legend>
              {LANGUAGES.map((language) => (
                <label key={language} className="newsletter-topics__choice">
                  <input
                    type="checkbox"
                    checked={draft.languages.includes(language)}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        languages: toggle(draft.languages, language, event.target.checked),
                      })
                    }
                  />
                  {t(`language.${language}`)}
                </label>
              ))}
            </fieldset>
            <label className="ui-field">
              <span className="ui-field__label">{t('newsletter.desk.topic')}</span>
              <select
                className="ui-field__input"
                value={draft.topic}
                onChange={(event) => setDraft({ ...draft, topic: event.target.value as NewsletterTopic })}
                data-testid="newsletter-topic"
              >
                {NEWSLETTER_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {t(`newsletter.topic.${topic}`)}
                  </option>
                ))}
              </select>
            </label>
            <div className="staff-actions">
              <button type="submit" className="staff-button" disabled={pending} data-testid="newsletter-save">
                {t('newsletter.desk.save')} · {t('newsletter.desk.preview')}
              </button>
              {preview && draft.id !== null ? (
                <button
                  type="button"
                  className="staff-button"
                  onClick={send}
                  disabled={pending || preview.recipients === 0}
                  data-testid="newsletter-send"
                >
                  {t('newsletter.desk.send', { count: preview.recipients })}
                </button>
              ) : null}
            </div>
          </form>
        </section>

        {preview ? (
          <section
            className="staff-card"
            aria-labelledby="newsletter-preview"
            data-testid="newsletter-preview"
          >
            <h2 id="newsletter-preview">{t('newsletter.desk.preview')}</h2>
            <p>{t('newsletter.desk.recipients', { count: preview.recipients })}</p>
            {preview.mails.map((mail) => (
              <article key={mail.language}>
                <h3>
                  {t(`language.${mail.language}`)}: {mail.subject}
                </h3>
                {/* The text version: what the mail says, with nothing the desk's page would run. */}
                <pre className="newsletter-desk__text">{mail.text}</pre>
              </article>
            ))}
          </section>
        ) : null}
      </div>
    </StaffShell>
  );
}
