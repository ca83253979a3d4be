import { useState, type FormEvent } from 'react';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate } from '../../../../common/format';
import { type Language } from '../../../../common/markets';
import {
  POPUP_BODY_MAX,
  POPUP_LINK_LABEL_MAX,
  POPUP_TITLE_MAX,
  POPUP_URL_MAX,
} from '../../../../common/popup-rules';
import type { DeskPopup, PopupInput } from '../../../../common/popups';
import { popupsDeskApi } from '../../../features/content/popups-desk-api';
import '../../../features/polls/polls.css';
import { LanguageField, MarketField } from '../../../features/staff/market-language-fields';
import { StaffTable, type StaffColumn } from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

export interface StaffPopupsData {
  staff: StaffMember;
  popups: DeskPopup[];
}

interface Draft {
  id: number | null;
  title: string;
  body: string;
  imageUrl: string;
  linkUrl: string;
  linkLabel: string;
  market: string;
  language: Language;
  /** `datetime-local` values: the desk member's own clock. */
  startsAt: string;
  endsAt: string;
  priority: string;
  active: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` value in the browser's time zone. */
function localValue(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A `datetime-local` value as an instant with its offset; what is not a date goes as typed, for the server to refuse. */
function instant(value: string): string {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** A new popup's start is empty, meaning now (the server's render knows neither the desk's clock nor zone). */
const newDraft = (market: string, language: Language, startsAt = ''): Draft => ({
  id: null,
  title: '',
  body: '',
  imageUrl: '',
  linkUrl: '',
  linkLabel: '',
  market,
  language,
  startsAt,
  endsAt: '',
  priority: '0',
  active: true,
});

const draftOf = (popup: DeskPopup): Draft => ({
  id: popup.id,
  title: popup.title,
  body: popup.body,
  imageUrl: popup.imageUrl ?? '',
  linkUrl: popup.linkUrl,
  linkLabel: popup.linkLabel,
  market: popup.market,
  language: popup.language as Language,
  startsAt: localValue(popup.startsAt),
  endsAt: localValue(popup.endsAt),
  priority: String(popup.priority),
  active: popup.active,
});

/** /staff/popups: marketing popups and the form of a new or changed one (ADR 071). */
export function StaffPopupsPage({ data, locale }: PageProps<StaffPopupsData>) {
  const t = useT();
  const [popups, setPopups] = useState(data.popups);
  const [draft, setDraft] = useState<Draft>(() => newDraft(locale.country, locale.language));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const input = (): PopupInput => ({
    title: draft.title,
    body: draft.body,
    imageUrl: draft.imageUrl.trim() === '' ? null : draft.imageUrl,
    linkUrl: draft.linkUrl,
    linkLabel: draft.linkLabel,
    market: draft.market,
    language: draft.language,
    // Empty: from now.
    startsAt: draft.startsAt === '' ? new Date().toISOString() : instant(draft.startsAt),
    endsAt: draft.endsAt === '' ? null : instant(draft.endsAt),
    priority: Number(draft.priority),
    active: draft.active,
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setNotice(null);
    void (async () => {
      try {
        if (draft.id === null) await popupsDeskApi.create(input());
        else await popupsDeskApi.update(draft.id, input());
        setPopups((await popupsDeskApi.list()).popups);
        setDraft(newDraft(draft.market, draft.language));
        setErrors({});
        setNotice(t('popups.desk.saved'));
      } catch (failure) {
        setErrors(formErrorsOf(failure, t('errors.unexpected')));
      } finally {
        setPending(false);
      }
    })();
  };

  const error = (field: string) =>
    errors[field] ? (
      <span className="ui-field__error" role="alert">
        {errors[field]}
      </span>
    ) : null;

  const text = (
    field: 'title' | 'imageUrl' | 'linkUrl' | 'linkLabel',
    max: number,
    hint?: string,
    type = 'text',
  ) => (
    <label className="ui-field">
      <span className="ui-field__label">{t(`popups.desk.fields.${field}`)}</span>
      <input
        className="ui-field__input"
        type={type}
        value={draft[field]}
        maxLength={max}
        onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
        aria-invalid={errors[field] ? true : undefined}
        data-testid={`popup-${field}`}
      />
      {hint ? <span className="staff-muted">{hint}</span> : null}
      {error(field)}
    </label>
  );

  const columns: Array<StaffColumn<DeskPopup>> = [
    { key: 'id', label: t('popups.desk.columns.id'), cell: (popup) => popup.id },
    {
      key: 'title',
      label: t('popups.desk.columns.title'),
      cell: (popup) => (
        <button
          type="button"
          className="staff-button staff-button--ghost"
          onClick={() => {
            setDraft(draftOf(popup));
            setErrors({});
            setNotice(null);
          }}
          aria-label={`${t('popups.desk.editButton')}: ${popup.title}`}
        >
          {popup.title}
        </button>
      ),
    },
    {
      key: 'where',
      label: t('popups.desk.columns.where'),
      cell: (popup) => `${popup.market.toUpperCase()} · ${t(`language.${popup.language}`)}`,
    },
    {
      key: 'when',
      label: t('popups.desk.columns.when'),
      cell: (popup) =>
        `${formatDate(popup.startsAt, locale.language)} – ${
          popup.endsAt ? formatDate(popup.endsAt, locale.language) : t('popups.desk.untilFurther')
        }`,
    },
    { key: 'priority', label: t('popups.desk.columns.priority'), cell: (popup) => popup.priority },
    {
      key: 'state',
      label: t('popups.desk.columns.state'),
      cell: (popup) => (popup.active ? t('popups.desk.state.on') : t('popups.desk.state.off')),
    },
  ];

  return (
    <StaffShell staff={data.staff} locale={locale} current="staff_popups" title={t('popups.desk.title')}>
      <div className="polls-desk">
        <section className="staff-card" aria-labelledby="popups-list">
          <h2 id="popups-list">{t('popups.desk.list')}</h2>
          <StaffTable
            label={t('popups.desk.list')}
            columns={columns}
            items={popups}
            rowKey={(popup) => popup.id}
            row={() => ({ 'data-testid': 'popup-row' })}
            empty={t('popups.desk.none')}
            bare
            testId="popups-table"
          />
        </section>

        <section className="staff-card" aria-labelledby="popup-form">
          <h2 id="popup-form">
            {draft.id === null ? t('popups.desk.newPopup') : t('popups.desk.edit', { id: draft.id })}
          </h2>
          {errors.form ? (
            <p className="ui-field__error" role="alert">
              {errors.form}
            </p>
          ) : null}
          {notice ? (
            <p className="staff-notice" role="status" data-testid="popups-desk-notice">
              {notice}
            </p>
          ) : null}
          <form className="staff-form polls-desk__form" onSubmit={save} noValidate>
            {text('title', POPUP_TITLE_MAX)}
            <label className="ui-field">
              <span className="ui-field__label">{t('popups.desk.fields.body')}</span>
              <textarea
                className="ui-field__input"
                rows={4}
                value={draft.body}
                maxLength={POPUP_BODY_MAX}
                onChange={(event) => setDraft({ ...draft, body: event.target.value })}
                aria-invalid={errors.body ? true : undefined}
                data-testid="popup-body"
              />
              {error('body')}
            </label>
            {text('imageUrl', POPUP_URL_MAX, t('popups.desk.urlHint'))}
            {text('linkUrl', POPUP_URL_MAX, t('popups.desk.urlHint'))}
            {text('linkLabel', POPUP_LINK_LABEL_MAX)}
            <MarketField
              label={t('popups.desk.fields.market')}
              value={draft.market}
              onChange={(market) => setDraft({ ...draft, market })}
              testId="popup-market"
              error={error('market')}
            />
            <LanguageField
              label={t('popups.desk.fields.language')}
              value={draft.language}
              onChange={(language) => setDraft({ ...draft, language })}
              testId="popup-language"
            />
            <label className="ui-field">
              <span className="ui-field__label">{t('popups.desk.fields.startsAt')}</span>
              <input
                className="ui-field__input"
                type="datetime-local"
                value={draft.startsAt}
                onChange={(event) => setDraft({ ...draft, startsAt: event.target.value })}
                aria-invalid={errors.startsAt ? true : undefined}
                data-testid="popup-startsAt"
              />
              <span className="staff-muted">{t('popups.desk.startsHint')}</span>
              {error('startsAt')}
            </label>
            <label className="ui-field">
              <span className="ui-field__label">{t('popups.desk.fields.endsAt')}</span>
              <input
                className="ui-field__input"
                type="datetime-local"
                value={draft.endsAt}
                onChange={(event) => setDraft({ ...draft, endsAt: event.target.value })}
                aria-invalid={errors.endsAt ? true : undefined}
                data-testid="popup-endsAt"
              />
              {error('endsAt')}
            </label>
            <label className="ui-field">
              <span className="ui-field__label">{t('popups.desk.fields.priority')}</span>
              <input
                className="ui-field__input"
                type="number"
                min={0}
                max={1000}
                value={draft.priority}
                onChange={(event) => setDraft({ ...draft, priority: event.target.value })}
                aria-invalid={errors.priority ? true : undefined}
                data-testid="popup-priority"
              />
              <span className="staff-muted">{t('popups.desk.priorityHint')}</span>
              {error('priority')}
            </label>
            <label className="polls-desk__choice">
              <input
                type="checkbox"
                checked={draft.active}
                onChange={(event) => setDraft({ ...draft, active: event.target.checked })}
                data-testid="popup-active"
              />
              {t('popups.desk.fields.active')}
            </label>
            <div className="staff-actions">
              <button type="submit" className="staff-button" disabled={pending} data-testid="popup-save">
                {t('popups.desk.save')}
              </button>
              {draft.id !== null ? (
                <button
                  type="button"
                  className="staff-button staff-button--ghost"
                  onClick={() => setDraft(newDraft(locale.country, locale.language))}
                >
                  {t('popups.desk.cancelEdit')}
                </button>
              ) : null}
            </div>
          </form>
        </section>
      </div>
    </StaffShell>
  );
}
