import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isLanguage } from '../../../../common/markets';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate } from '../../../../common/format';
import {
  TENDER_ANSWER_LINE_NOTE_MAX,
  TENDER_ANSWER_NOTE_MAX,
  UNIT_PRICE_PATTERN,
  type TenderListDeskDetails,
} from '../../../../common/tenders';
import { StaffShell } from '../../../features/staff/staff-shell';
import { TenderListStateBadge } from '../../../features/tenders/tender-bits';
import { tenderDeskApi } from '../../../features/tenders/tender-desk-api';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { FormAlert, TextArea } from '../../../ui/form';
import type { PageProps } from '../../page-types';
import '../../../features/tenders/tenders.css';
import { deskHref } from '../../../lib/desk-href';

export interface StaffTenderListData {
  staff: StaffMember;
  list: TenderListDeskDetails;
  /** YYYY-MM-DD of the server's today: the validity's default is 30 days on. */
  today: string;
}

const DEFAULT_VALID_DAYS = 30;

function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function answerForm(list: TenderListDeskDetails, today: string) {
  return {
    validUntil: list.answer?.validUntil ?? plusDays(today, DEFAULT_VALID_DAYS),
    note: list.answer?.note ?? '',
    lines: Object.fromEntries(
      list.lines.map((line) => [line.id, { unitPrice: line.unitPrice ?? '', note: line.answerNote ?? '' }]),
    ) as Record<number, { unitPrice: string; note: string }>,
  };
}

/**
 * /staff/tender-lists/{id}: a customer's item list as they sent it (what they wrote, the product
 * they ask a price for), priced line by line by sales with a note and validity, and sent to them by
 * mail; a corrected answer may be sent again. An administrator reads.
 */
export function StaffTenderListPage({ data, locale }: PageProps<StaffTenderListData>) {
  const t = useT();
  const { staff, today } = data;
  const [list, setList] = useState(data.list);
  const [form, setForm] = useState(() => answerForm(data.list, today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mayAnswer = staff.roles.includes('sales');
  const date = (iso: string) => formatDate(iso, locale.language);

  const setLine = (id: number, change: Partial<{ unitPrice: string; note: string }>) => {
    setForm({ ...form, lines: { ...form.lines, [id]: { ...form.lines[id]!, ...change } } });
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = list.lines.find((line) => {
      const price = form.lines[line.id]!.unitPrice.trim();
      return price !== '' && !UNIT_PRICE_PATTERN.test(price);
    });
    if (wrong) {
      setErrors({ [`line-${wrong.id}`]: t('tenders.errors.price') });
      return;
    }
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      const next = await tenderDeskApi.answer(list.id, {
        validUntil: form.validUntil,
        ...(form.note.trim() ? { note: form.note } : {}),
        lines: list.lines.map((line) => {
          const given = form.lines[line.id]!;
          return {
            lineId: line.id,
            unitPrice: given.unitPrice.trim() === '' ? null : given.unitPrice.trim(),
            ...(given.note.trim() ? { note: given.note } : {}),
          };
        }),
      });
      setList(next);
      setForm(answerForm(next, today));
      setNotice(t('tenders.desk.list.sent', { email: next.email ?? '—' }));
    } catch (error) {
      setErrors(formErrorsOf(error, t('errorModal.unknownError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StaffShell
      staff={staff}
      locale={locale}
      current="staff_tender_list_inbox"
      title={t('tenders.desk.list.title', { id: list.id })}
    >
      <p>
        <Link to={deskHref(locale, 'staff_tender_list_inbox')}>‹ {t('tenders.desk.list.back')}</Link>
      </p>
      <section className="staff-card" data-testid="staff-tender-list">
        <h2>{list.title}</h2>
        <dl className="tenders-facts">
          <div>
            <dt>{t('tenders.desk.list.customer')}</dt>
            <dd>{list.customer}</dd>
          </div>
          <div>
            <dt>{t('tenders.desk.list.email')}</dt>
            <dd>{list.email ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('tenders.desk.list.language')}</dt>
            <dd>{isLanguage(list.language) ? t(`language.${list.language}`) : list.language}</dd>
          </div>
          {list.reference && (
            <div>
              <dt>{t('tenders.lists.reference')}</dt>
              <dd>{list.reference}</dd>
            </div>
          )}
          <div>
            <dt>{t('tenders.lists.state')}</dt>
            <dd>
              <TenderListStateBadge state={list.state} />
              {list.answeredAt && ` · ${t('tenders.desk.list.answeredAt', { date: date(list.answeredAt) })}`}
            </dd>
          </div>
        </dl>
        {list.note && <p className="tenders-text">{list.note}</p>}
      </section>

      <p role="status" className="staff-muted" data-testid="tender-answer-notice">
        {notice}
      </p>
      <FormAlert message={errors.form} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset disabled={!mayAnswer || busy} className="tender-desk-form__fields">
          <ol className="tender-lines">
            {list.lines.map((line) => {
              const chosen =
                [line.matched, ...line.alternatives].find((o) => o?.symbol === line.chosenSymbol) ?? null;
              const given = form.lines[line.id]!;
              const priceId = `tender-price-${line.id}`;
              const error = errors[`line-${line.id}`];
              return (
                <li key={line.id} className="tender-line" data-testid={`staff-tender-line-${line.position}`}>
                  <div className="tender-line__head">
                    <span className="tender-line__position">{line.position}.</span>
                    <span className="tender-line__query">{line.query}</span>
                    <span className="tender-line__amount">
                      {t('tenders.list.quantity')}: {line.amount}
                    </span>
                  </div>
                  {line.note && <p className="staff-muted">{line.note}</p>}
                  <p>
                    <span className="staff-muted">{t('tenders.desk.list.asked')}: </span>
                    {chosen ? (
                      <>
                        <strong>{chosen.symbol}</strong> · {chosen.manufacturer} · {chosen.description}
                      </>
                    ) : (
                      t('tenders.desk.list.noneChosen')
                    )}
                  </p>
                  <div className="tender-desk-row">
                    <label className="ui-field">
                      <span className="ui-field__label">
                        {t('tenders.desk.list.unitPrice', { currency: list.currency })}
                      </span>
                      <input
                        id={priceId}
                        className="ui-field__input"
                        inputMode="decimal"
                        maxLength={14}
                        value={given.unitPrice}
                        onChange={(event) => setLine(line.id, { unitPrice: event.target.value })}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${priceId}-error` : undefined}
                      />
                      {error && (
                        <span className="ui-field__error" role="alert" id={`${priceId}-error`}>
                          {error}
                        </span>
                      )}
                    </label>
                    <label className="ui-field">
                      <span className="ui-field__label">{t('tenders.desk.list.lineNote')}</span>
                      <input
                        className="ui-field__input"
                        maxLength={TENDER_ANSWER_LINE_NOTE_MAX}
                        value={given.note}
                        onChange={(event) => setLine(line.id, { note: event.target.value })}
                      />
                    </label>
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="staff-card staff-form">
            <label className="ui-field">
              <span className="ui-field__label">{t('tenders.desk.list.validUntil')}</span>
              <input
                className="ui-field__input"
                type="date"
                required
                value={form.validUntil}
                onChange={(event) => {
                  setForm({ ...form, validUntil: event.target.value });
                  setErrors({});
                }}
                aria-invalid={errors.validUntil ? true : undefined}
                aria-describedby={errors.validUntil ? 'tender-valid-error' : undefined}
              />
              {errors.validUntil && (
                <span className="ui-field__error" role="alert" id="tender-valid-error">
                  {errors.validUntil}
                </span>
              )}
            </label>
            <TextArea
              label={t('tenders.desk.list.note')}
              rows={4}
              maxLength={TENDER_ANSWER_NOTE_MAX}
              showCounter
              value={form.note}
              onChange={(value) => {
                setForm({ ...form, note: value });
                setErrors({});
              }}
              error={errors.note}
            />
            {mayAnswer && (
              <div className="staff-actions">
                <button type="submit" className="staff-button">
                  {list.state === 'answered' ? t('tenders.desk.list.resend') : t('tenders.desk.list.send')}
                </button>
              </div>
            )}
          </div>
        </fieldset>
      </form>
    </StaffShell>
  );
}
