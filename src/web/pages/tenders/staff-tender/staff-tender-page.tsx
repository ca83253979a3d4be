import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { StaffMember } from '../../../../common/contracts/staff';
import {
  fromShopWallClock,
  TENDER_BUYER_MAX,
  TENDER_DESCRIPTION_MAX,
  TENDER_DOCUMENT_LABEL_MAX,
  TENDER_DOCUMENTS_MAX,
  TENDER_LINE_TEXT_MAX,
  TENDER_LINES_MAX,
  TENDER_REFERENCE_MAX,
  TENDER_TITLE_MAX,
  TENDER_UNIT_MAX,
  TENDER_URL_MAX,
  toShopWallClock,
  type TenderDeskDetails,
} from '../../../../common/tenders';
import { SHOP_TIME_ZONE } from '../../../../common/format';
import { StaffShell } from '../../../features/staff/staff-shell';
import { tenderDeskApi } from '../../../features/tenders/tender-desk-api';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { FormAlert, SelectField, TextArea, TextField } from '../../../ui/form';
import type { PageProps } from '../../page-types';
import '../../../features/tenders/tenders.css';
import { deskHref } from '../../../lib/desk-href';

export interface StaffTenderData {
  staff: StaffMember;
  markets: string[];
  tender: TenderDeskDetails | null;
  /** The market a new tender starts in. */
  country: string;
}

interface FormLine {
  description: string;
  quantity: string;
  unit: string;
}

function formOf(tender: TenderDeskDetails | null, country: string) {
  return {
    country: tender?.country ?? country,
    reference: tender?.reference ?? '',
    title: tender?.title ?? '',
    buyer: tender?.buyer ?? '',
    deadline: tender ? toShopWallClock(tender.deadline) : '',
    description: tender?.description ?? '',
    documents: tender?.documents.map((d) => ({ ...d })) ?? [],
    lines:
      tender?.lines.map((l) => ({
        description: l.description,
        quantity: String(l.quantity),
        unit: l.unit ?? '',
      })) ?? [],
  };
}

/**
 * /staff/tenders/edit: a tender's form (its documents and items as rows to add and remove), saved
 * whole; a draft is published once its deadline is ahead, a published tender closed. Deadlines are
 * typed as the shop's time zone's wall clock, the same for every member of the desk.
 */
export function StaffTenderPage({ data, locale }: PageProps<StaffTenderData>) {
  const t = useT();
  const { staff, markets } = data;
  const [tender, setTender] = useState(data.tender);
  const [form, setForm] = useState(() => formOf(data.tender, data.country));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editable = tender?.state !== 'closed';

  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm({ ...form, [key]: value });
    setErrors({});
  };
  const setLine = (index: number, change: Partial<FormLine>) =>
    set(
      'lines',
      form.lines.map((line, i) => (i === index ? { ...line, ...change } : line)),
    );
  const setDocument = (index: number, change: Partial<{ label: string; url: string }>) =>
    set(
      'documents',
      form.documents.map((d, i) => (i === index ? { ...d, ...change } : d)),
    );

  async function run(work: () => Promise<TenderDeskDetails>, done: string) {
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      const next = await work();
      if (!tender) {
        window.location.assign(`${deskHref(locale, 'staff_tender')}?id=${next.id}`);
        return;
      }
      setTender(next);
      setForm(formOf(next, next.country));
      setNotice(done);
    } catch (error) {
      setErrors(formErrorsOf(error, t('errorModal.unknownError')));
    } finally {
      setBusy(false);
    }
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    const deadline = fromShopWallClock(form.deadline);
    if (!deadline) {
      setErrors({ deadline: t('tenders.errors.date') });
      return;
    }
    const body = {
      country: form.country,
      reference: form.reference,
      title: form.title,
      buyer: form.buyer,
      deadline,
      description: form.description,
      documents: form.documents,
      lines: form.lines.map((line) => ({
        description: line.description,
        quantity: Number.parseInt(line.quantity, 10),
        ...(line.unit.trim() ? { unit: line.unit } : {}),
      })),
    };
    void run(
      () => (tender ? tenderDeskApi.update(tender.id, body) : tenderDeskApi.create(body)),
      t('tenders.desk.tender.saved'),
    );
  };

  const title = tender
    ? t('tenders.desk.tender.editTitle', { reference: tender.reference })
    : t('tenders.desk.tender.newTitle');
  return (
    <StaffShell staff={staff} locale={locale} current="staff_tenders" title={title}>
      <p>
        <Link to={deskHref(locale, 'staff_tenders')}>‹ {t('tenders.desk.tender.back')}</Link>
        {tender && tender.state !== 'draft' && (
          <>
            {' · '}
            <a href={localHref(locale, 'tender_details', { id: String(tender.id) })}>
              {t('tenders.desk.tender.view')}
            </a>
          </>
        )}
      </p>
      {tender && (
        <p data-testid="tender-state">
          {t('tenders.desk.tender.state')}:{' '}
          <strong>{t(`tenders.desk.tenders.states.${tender.state}`)}</strong>
        </p>
      )}
      <p role="status" className="staff-muted" data-testid="tender-notice">
        {notice}
      </p>
      <FormAlert message={errors.form} />
      <form className="staff-card tender-desk-form" onSubmit={save} noValidate>
        <fieldset disabled={!editable || busy} className="tender-desk-form__fields">
          <SelectField
            label={t('tenders.desk.tender.market')}
            required
            options={markets.map((country) => ({ value: country, label: t(`country.${country}`) }))}
            value={form.country}
            onChange={(value) => set('country', value)}
            error={errors.country}
          />
          <TextField
            label={t('tenders.desk.tender.reference')}
            required
            maxLength={TENDER_REFERENCE_MAX}
            value={form.reference}
            onChange={(value) => set('reference', value)}
            error={errors.reference}
          />
          <TextField
            label={t('tenders.desk.tender.title')}
            required
            maxLength={TENDER_TITLE_MAX}
            value={form.title}
            onChange={(value) => set('title', value)}
            error={errors.title}
          />
          <TextField
            label={t('tenders.desk.tender.buyer')}
            required
            maxLength={TENDER_BUYER_MAX}
            value={form.buyer}
            onChange={(value) => set('buyer', value)}
            error={errors.buyer}
          />
          <label className="ui-field">
            <span className="ui-field__label">
              {t('tenders.desk.tender.deadline')} ({SHOP_TIME_ZONE})
            </span>
            <input
              className="ui-field__input"
              type="datetime-local"
              required
              value={form.deadline}
              onChange={(event) => set('deadline', event.target.value)}
              aria-invalid={errors.deadline ? true : undefined}
              aria-describedby={errors.deadline ? 'tender-deadline-error' : undefined}
            />
            {errors.deadline && (
              <span className="ui-field__error" role="alert" id="tender-deadline-error">
                {errors.deadline}
              </span>
            )}
          </label>
          <TextArea
            label={t('tenders.desk.tender.description')}
            rows={6}
            maxLength={TENDER_DESCRIPTION_MAX}
            showCounter
            value={form.description}
            onChange={(value) => set('description', value)}
            error={errors.description}
          />

          <fieldset className="tender-desk-rows">
            <legend>{t('tenders.desk.tender.documents')}</legend>
            {form.documents.map((document, index) => (
              <div key={index} className="tender-desk-row">
                <TextField
                  label={t('tenders.desk.tender.documentLabel')}
                  required
                  maxLength={TENDER_DOCUMENT_LABEL_MAX}
                  value={document.label}
                  onChange={(value) => setDocument(index, { label: value })}
                  error={errors[`documents.${index}.label`]}
                />
                <TextField
                  label={t('tenders.desk.tender.documentUrl')}
                  type="url"
                  required
                  maxLength={TENDER_URL_MAX}
                  value={document.url}
                  onChange={(value) => setDocument(index, { url: value })}
                  error={errors[`documents.${index}.url`]}
                />
                <button
                  type="button"
                  className="staff-button staff-button--ghost staff-button--small"
                  onClick={() =>
                    set(
                      'documents',
                      form.documents.filter((_, i) => i !== index),
                    )
                  }
                >
                  {t('tenders.desk.tender.remove')}
                </button>
              </div>
            ))}
            {errors.documents && <p className="ui-field__error">{errors.documents}</p>}
            {form.documents.length < TENDER_DOCUMENTS_MAX && (
              <button
                type="button"
                className="staff-button staff-button--ghost"
                onClick={() => set('documents', [...form.documents, { label: '', url: '' }])}
              >
                {t('tenders.desk.tender.addDocument')}
              </button>
            )}
          </fieldset>

          <fieldset className="tender-desk-rows">
            <legend>{t('tenders.desk.tender.lines')}</legend>
            {form.lines.map((line, index) => (
              <div key={index} className="tender-desk-row tender-desk-row--line">
                <TextField
                  label={`${index + 1}. ${t('tenders.desk.tender.lineDescription')}`}
                  required
                  maxLength={TENDER_LINE_TEXT_MAX}
                  value={line.description}
                  onChange={(value) => setLine(index, { description: value })}
                  error={errors[`lines.${index}.description`]}
                />
                <TextField
                  label={t('tenders.desk.tender.lineQuantity')}
                  required
                  inputMode="numeric"
                  maxLength={7}
                  value={line.quantity}
                  onChange={(value) => setLine(index, { quantity: value })}
                  error={errors[`lines.${index}.quantity`]}
                />
                <TextField
                  label={t('tenders.desk.tender.lineUnit')}
                  maxLength={TENDER_UNIT_MAX}
                  value={line.unit}
                  onChange={(value) => setLine(index, { unit: value })}
                  error={errors[`lines.${index}.unit`]}
                />
                <button
                  type="button"
                  className="staff-button staff-button--ghost staff-button--small"
                  onClick={() =>
                    set(
                      'lines',
                      form.lines.filter((_, i) => i !== index),
                    )
                  }
                >
                  {t('tenders.desk.tender.remove')}
                </button>
              </div>
            ))}
            {errors.lines && <p className="ui-field__error">{errors.lines}</p>}
            {form.lines.length < TENDER_LINES_MAX && (
              <button
                type="button"
                className="staff-button staff-button--ghost"
                onClick={() => set('lines', [...form.lines, { description: '', quantity: '1', unit: '' }])}
              >
                {t('tenders.desk.tender.addLine')}
              </button>
            )}
          </fieldset>

          <div className="staff-actions">
            <button type="submit" className="staff-button">
              {t('tenders.desk.tender.save')}
            </button>
          </div>
        </fieldset>
      </form>
      {tender && (
        <div className="staff-actions">
          {tender.state === 'draft' && (
            <button
              type="button"
              className="staff-button"
              disabled={busy}
              onClick={() =>
                void run(() => tenderDeskApi.publish(tender.id), t('tenders.desk.tender.published'))
              }
            >
              {t('tenders.desk.tender.publish')}
            </button>
          )}
          {tender.state === 'published' && (
            <button
              type="button"
              className="staff-button staff-button--danger"
              disabled={busy}
              onClick={() => void run(() => tenderDeskApi.close(tender.id), t('tenders.desk.tender.closed'))}
            >
              {t('tenders.desk.tender.close')}
            </button>
          )}
        </div>
      )}
    </StaffShell>
  );
}
