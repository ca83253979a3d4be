import { useState, type FormEvent } from 'react';
import { formatDate } from '../../../../common/format';
import {
  TENDER_LIST_LINES_MAX,
  TENDER_LIST_NOTE_MAX,
  TENDER_LIST_REFERENCE_MAX,
  TENDER_LIST_TEXT_MAX,
  TENDER_LIST_TITLE_MAX,
  type TenderListPage,
} from '../../../../common/tenders';
import { LoginPrompt } from '../../../features/auth/login-prompt';
import { TenderListStateBadge } from '../../../features/tenders/tender-bits';
import { tenderListApi } from '../../../features/tenders/tenders-api';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { FormAlert, TextArea, TextField } from '../../../ui/form';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';
import '../../../features/tenders/tenders.css';

export interface TenderListsData {
  /** Null for visitors: the page asks them to log in. */
  lists: TenderListPage | null;
  /** The title to start a new list with (from a tender's page). */
  title: string;
}

/**
 * /profile/tenders: a new item list (its lines typed or pasted as in quick buy, matched on the
 * server) and the customer's lists with their state. A new list opens on its own page.
 */
export function TenderListsPage({ data, locale }: PageProps<TenderListsData>) {
  const t = useT();
  const [form, setForm] = useState({ title: data.title, reference: '', note: '', text: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!data.lists) return <LoginPrompt locale={locale} title={t('tenders.lists.title')} />;
  const { lists } = data;
  const field = (key: keyof typeof form) => ({
    value: form[key],
    error: errors[key],
    onChange: (value: string) => {
      setForm({ ...form, [key]: value });
      setErrors({});
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!form.title.trim()) missing.title = t('common.required');
    if (!form.text.trim()) missing.text = t('common.required');
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const created = await tenderListApi.create(
        {
          title: form.title,
          text: form.text,
          ...(form.reference.trim() ? { reference: form.reference } : {}),
          ...(form.note.trim() ? { note: form.note } : {}),
        },
        locale.country,
      );
      window.location.assign(localHref(locale, 'profile_tender_list', { id: String(created.id) }));
    } catch (error) {
      setErrors(formErrorsOf(error, t('errorModal.unknownError')));
      setBusy(false);
    }
  };

  const date = (iso: string | null) => (iso ? formatDate(iso, locale.language) : '—');
  return (
    <div className="tenders-page" data-testid="tender-lists">
      <h1>{t('tenders.lists.title')}</h1>
      <p className="tenders-muted">{t('tenders.lists.intro')}</p>

      <section className="tenders-card" aria-labelledby="tender-list-new">
        <h2 id="tender-list-new">{t('tenders.lists.newList')}</h2>
        <form className="tenders-form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('tenders.lists.name')}
            hint={t('tenders.lists.nameHint')}
            required
            maxLength={TENDER_LIST_TITLE_MAX}
            {...field('title')}
          />
          <TextField
            label={t('tenders.lists.reference')}
            maxLength={TENDER_LIST_REFERENCE_MAX}
            {...field('reference')}
          />
          <TextArea
            label={t('tenders.lists.lines')}
            hint={t('tenders.lists.linesHint', { max: TENDER_LIST_LINES_MAX })}
            required
            rows={8}
            maxLength={TENDER_LIST_TEXT_MAX}
            className="tenders-lines-input"
            {...field('text')}
          />
          <TextArea
            label={t('tenders.lists.note')}
            rows={3}
            maxLength={TENDER_LIST_NOTE_MAX}
            showCounter
            {...field('note')}
          />
          <FormAlert message={errors.form} />
          <div className="tenders-actions">
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {busy ? t('tenders.lists.matching') : t('tenders.lists.match')}
            </button>
          </div>
        </form>
      </section>

      <h2>{t('tenders.lists.yours')}</h2>
      {lists.elements.length === 0 ? (
        <p className="tenders-empty" data-testid="tender-lists-empty">
          {t('tenders.lists.empty')}
        </p>
      ) : (
        <table className="tenders-table" data-testid="tender-lists-table">
          <thead>
            <tr>
              <th scope="col">{t('tenders.lists.name')}</th>
              <th scope="col">{t('tenders.lists.reference')}</th>
              <th scope="col">{t('tenders.lists.lineCount')}</th>
              <th scope="col">{t('tenders.lists.state')}</th>
              <th scope="col">{t('tenders.lists.created')}</th>
              <th scope="col">{t('tenders.lists.answered')}</th>
            </tr>
          </thead>
          <tbody>
            {lists.elements.map((list) => (
              <tr key={list.id} data-testid="tender-list-row">
                <th scope="row">
                  <a href={localHref(locale, 'profile_tender_list', { id: String(list.id) })}>{list.title}</a>
                </th>
                <td data-label={t('tenders.lists.reference')}>{list.reference ?? '—'}</td>
                <td data-label={t('tenders.lists.lineCount')}>{list.lineCount}</td>
                <td data-label={t('tenders.lists.state')}>
                  <TenderListStateBadge state={list.state} />
                </td>
                <td data-label={t('tenders.lists.created')}>{date(list.createdAt)}</td>
                <td data-label={t('tenders.lists.answered')}>{date(list.answeredAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={lists.page} pageCount={Math.max(1, Math.ceil(lists.total / lists.perPage))} />
    </div>
  );
}
