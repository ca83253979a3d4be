import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import {
  ANSWER_DAYS,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_DESCRIPTION_MIN,
  COMPLAINT_DRAFT_KEEP_DAYS,
  COMPLAINT_REASONS,
  COMPLAINT_RESOLUTIONS,
  pathOf,
  type ComplaintReason,
  type ComplaintResolution,
} from '../../../common/complaints';
import type {
  ComplaintCreate,
  ComplaintInvoice,
  ComplaintInvoices,
  ComplaintStorage,
} from '../../../common/contracts/complaints';
import { formatDate } from '../../../common/format';
import { newIdempotencyKey } from '../../../common/idempotency';
import { ApiError } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { SelectField, TextArea, TextField } from '../../ui/form';
import { formatDay } from './complaint-bits';
import { ComplaintUploads, type StoredUpload } from './complaint-uploads';
import { COMPLAINT_UPLOAD_RULES, complaintsApi, complaintsQueries } from './complaints-api';
import './complaints.css';

interface LineChoice {
  picked: boolean;
  quantity: string;
}

type Errors = Partial<Record<'invoice' | 'lines' | 'reason' | 'description' | 'files' | 'form', string>> & {
  quantities?: Record<number, string>;
};

/** The law's box: which path this case takes and by when, from the invoice's law (the contract's rules). */
function LawPath({
  invoice,
  reason,
  locale,
}: {
  invoice: ComplaintInvoice;
  reason: ComplaintReason | '';
  locale: Locale;
}) {
  const t = useT();
  const { law } = invoice;
  const day = (d: string) => formatDay(d, locale.language);
  const texts: string[] = [];
  let title: string;
  if (reason === '') {
    title = t(`complaints.path.${law.complaintPath}`);
    if (law.withdrawalUntil)
      texts.push(
        law.withdrawalOpen
          ? t('complaintPages.pathTexts.withdrawal', { date: day(law.withdrawalUntil) })
          : t('complaintPages.pathTexts.withdrawalClosed', { date: day(law.withdrawalUntil) }),
      );
    texts.push(
      t(`complaintPages.pathTexts.${law.complaintPath}`, {
        until: day(law.complainUntil),
        days: ANSWER_DAYS,
      }),
    );
  } else {
    const decided = pathOf(law, reason);
    if ('refused' in decided) {
      title = t(`complaints.errors.${decided.refused}`, {
        date: day(decided.refused === 'complaintExpired' ? law.complainUntil : (law.withdrawalUntil ?? '')),
      });
    } else {
      title = t(`complaints.path.${decided.path}`);
      texts.push(
        decided.path === 'withdrawal'
          ? t('complaintPages.pathTexts.withdrawal', { date: day(law.withdrawalUntil!) })
          : t(`complaintPages.pathTexts.${decided.path}`, {
              until: day(law.complainUntil),
              days: ANSWER_DAYS,
            }),
      );
    }
  }
  if (law.autoAccept || reason === 'withdrawal')
    texts.push(t('complaintPages.pathTexts.autoAccept', { days: ANSWER_DAYS }));
  return (
    <section
      className="complaint-box complaint-box--law"
      aria-labelledby="complaint-law"
      aria-live="polite"
      data-testid="complaint-law"
    >
      <h3 id="complaint-law">
        {t('complaintPages.form.pathLegend')}: {title}
      </h3>
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </section>
  );
}

/**
 * The complaint form (issue 19): the invoice, its lines with how many pieces, reason, what the
 * customer asks for, description and files, with the law's path shown as the reason is chosen.
 * Checked here with the contract's limits before anything is sent; the server's 422 messages land
 * under their fields. Sending twice files once: the button waits, and the idempotency key stays
 * the same until an answer comes.
 */
export function ComplaintForm({
  invoices: firstPage,
  preselected,
  locale,
}: {
  /** The picker's first page (from the loader); searching and paging ask complaint/invoices. */
  invoices: ComplaintInvoices;
  preselected: string | null;
  locale: Locale;
}) {
  const t = useT();
  const id = useId();
  const [invoiceNumber, setInvoiceNumber] = useState(preselected ?? '');
  const [lines, setLines] = useState<Record<number, LineChoice>>({});
  const [reason, setReason] = useState<ComplaintReason | ''>('');
  const [resolution, setResolution] = useState<ComplaintResolution>('refund');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<StoredUpload[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const key = useRef(newIdempotencyKey());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const picked = useQuery({
    ...complaintsQueries.invoices(search.trim(), page),
    initialData: search.trim() === '' && page === 1 ? firstPage : undefined,
    placeholderData: keepPreviousData,
  });
  const invoices = picked.data ?? firstPage;
  const pages = Math.max(1, Math.ceil(invoices.total / invoices.perPage));
  const invoice = useQuery({ ...complaintsQueries.invoice(invoiceNumber), enabled: invoiceNumber !== '' });
  const storage = useQuery({
    queryKey: ['complaints', 'storage'],
    queryFn: complaintsApi.storage,
    staleTime: 0,
  });

  const choose = (number: string) => {
    setInvoiceNumber(number);
    setLines({});
    setReason('');
    setErrors({});
  };
  /**
   * A changed field loses its message, as in the shop's other forms (the enquiry and offer forms):
   * what was said about the old value no longer holds; the next send checks everything again. A
   * message for the whole form (a refusal) goes with any change too.
   */
  const forget = (...fields: Array<Exclude<keyof Errors, 'quantities'>>) =>
    setErrors((all) => {
      if (!fields.some((f) => f in all) && !('form' in all)) return all;
      const rest = { ...all };
      for (const f of fields) delete rest[f];
      delete rest.form;
      return rest;
    });
  const forgetQuantity = (position: number) =>
    setErrors((all) => {
      if (!all.quantities || !(position in all.quantities)) return all;
      const { [position]: _gone, ...others } = all.quantities;
      const rest: Errors = { ...all, quantities: others };
      if (Object.keys(others).length === 0) delete rest.quantities;
      return rest;
    });
  const lineOf = (position: number): LineChoice => lines[position] ?? { picked: false, quantity: '' };
  const setLine = (position: number, change: Partial<LineChoice>) => {
    setLines((all) => ({ ...all, [position]: { ...lineOf(position), ...all[position], ...change } }));
    forgetQuantity(position);
    forget('lines');
  };
  const chooseReason = (value: ComplaintReason) => {
    setReason(value);
    // A withdrawal needs no description: a "too short" message no longer holds then.
    if (value === 'withdrawal') forget('reason', 'description');
    else forget('reason');
  };
  const changeDescription = (value: string) => {
    setDescription(value);
    forget('description');
  };
  const changeFiles = useCallback((stored: StoredUpload[]) => {
    setFiles(stored);
    setErrors((all) => {
      if (!('files' in all)) return all;
      const { files: _gone, ...rest } = all;
      return rest;
    });
  }, []);
  const changeUploading = useCallback((busy: boolean) => {
    setUploading(busy);
    // "Wait for the uploads" no longer holds once they are done.
    if (!busy)
      setErrors((all) => {
        if (!('files' in all)) return all;
        const { files: _gone, ...rest } = all;
        return rest;
      });
  }, []);

  const filesOf = (answer: ComplaintStorage) => answer.files as StoredUpload[];
  const upload = useCallback(
    async (file: File, onProgress: (p: number) => void, signal: AbortSignal) =>
      filesOf(await complaintsApi.upload(file, onProgress, signal)),
    [],
  );
  const remove = useCallback(async (file: StoredUpload) => filesOf(await complaintsApi.remove(file.id)), []);
  const clear = useCallback(async () => filesOf(await complaintsApi.clear()), []);

  const check = (data: ComplaintInvoice | undefined): Errors => {
    const found: Errors = {};
    if (!invoiceNumber || !data) {
      found.invoice = t('complaintPages.form.errors.invoice');
      return found;
    }
    const picked = data.lines.filter((l) => lineOf(l.position).picked);
    if (picked.length === 0) found.lines = t('complaintPages.form.errors.lines');
    const quantities: Record<number, string> = {};
    for (const line of picked) {
      const raw = lineOf(line.position).quantity.trim();
      const value = Number(raw);
      if (!/^\d+$/.test(raw) || value < 1 || value > line.complainable)
        quantities[line.position] = t('complaintPages.form.errors.quantity', { max: line.complainable });
    }
    if (Object.keys(quantities).length > 0) found.quantities = quantities;
    if (!reason) found.reason = t('complaintPages.form.errors.reason');
    else {
      const decided = pathOf(data.law, reason);
      if ('refused' in decided)
        found.reason = t(`complaints.errors.${decided.refused}`, {
          date: formatDay(
            decided.refused === 'complaintExpired'
              ? data.law.complainUntil
              : (data.law.withdrawalUntil ?? ''),
            locale.language,
          ),
        });
    }
    const text = description.trim();
    if (reason !== 'withdrawal' && text.length < COMPLAINT_DESCRIPTION_MIN)
      found.description = t('complaintPages.form.errors.description', { min: COMPLAINT_DESCRIPTION_MIN });
    if (text.length > COMPLAINT_DESCRIPTION_MAX)
      found.description = t('complaintPages.form.errors.descriptionLong', { max: COMPLAINT_DESCRIPTION_MAX });
    if (uploading) found.files = t('complaintPages.form.waitForUploads');
    return found;
  };

  const focusFirst = (found: Errors) => {
    const order: Array<[boolean, string]> = [
      [Boolean(found.invoice), `${id}-invoice`],
      [Boolean(found.lines), `${id}-lines`],
      [Boolean(found.quantities), `${id}-qty-${Object.keys(found.quantities ?? {})[0]}`],
      [Boolean(found.reason), `${id}-reasons`],
      [Boolean(found.description), `${id}-description`],
      [Boolean(found.files), `${id}-files`],
    ];
    const first = order.find(([bad]) => bad);
    if (first) document.getElementById(first[1])?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const data = invoice.data;
    const found = check(data);
    setErrors(found);
    if (Object.keys(found).length > 0 || !data || !reason) {
      focusFirst(found);
      return;
    }
    const body: ComplaintCreate = {
      invoiceNumber: data.invoiceNumber,
      reason,
      requestedResolution: reason === 'withdrawal' ? 'refund' : resolution,
      description: description.trim(),
      lines: data.lines
        .filter((l) => lineOf(l.position).picked)
        .map((l) => ({ position: l.position, quantity: Number(lineOf(l.position).quantity) })),
      fileIds: files.map((f) => f.id),
    };
    inFlight.current = true;
    setSending(true);
    try {
      const created = await complaintsApi.create(body, key.current);
      window.location.assign(
        `${localHref(locale, 'complaint_view', { rmaNumber: created.rmaNumber })}?sent=1`,
      );
    } catch (error) {
      // An answer came (a refusal): the next try is a new request. A lost answer keeps the key.
      if (error instanceof ApiError) key.current = newIdempotencyKey();
      const server = fieldErrorsOf(error);
      const mapped: Errors = {};
      const quantities: Record<number, string> = {};
      for (const [field, message] of Object.entries(server)) {
        const line = /^lines\.(\d+)/.exec(field);
        if (line) {
          const position = body.lines[Number(line[1])]?.position;
          if (position !== undefined) quantities[position] = message;
          else mapped.lines = message;
        } else if (field === 'lines') mapped.lines = message;
        else if (field === 'invoiceNumber') mapped.invoice = message;
        else if (field === 'reason' || field === 'requestedResolution') mapped.reason = message;
        else if (field === 'description') mapped.description = message;
        else if (field === 'fileIds' || field.startsWith('fileIds.')) mapped.files = message;
        else mapped.form = message;
      }
      if (Object.keys(quantities).length > 0) mapped.quantities = quantities;
      if (Object.keys(mapped).length === 0)
        mapped.form =
          error instanceof ApiError && error.body.message
            ? error.body.message
            : t('complaintPages.form.errors.failed');
      setErrors(mapped);
      inFlight.current = false;
      setSending(false);
    }
  };

  const data = invoice.data;
  const offered = data ? COMPLAINT_REASONS.filter((r) => data.reasons.includes(r)) : [];
  const invoiceOptions = invoices.items.map((i) => ({
    value: i.number,
    label: t('complaintPages.form.invoiceOption', {
      number: i.number,
      date: formatDate(i.issuedAt, locale.language),
      order: i.orderNumber ?? '—',
    }),
  }));
  // The chosen invoice stays an option while another page or search is shown.
  const kept = invoiceNumber || preselected;
  if (kept && !invoices.items.some((i) => i.number === kept))
    invoiceOptions.unshift({ value: kept, label: kept });
  const searching = search.trim() !== '';

  const hasErrors = Object.keys(errors).some((k) => k !== 'form');

  return (
    <form
      className="complaint-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="complaint-form"
    >
      <fieldset>
        <legend>{t('complaintPages.form.invoiceLegend')}</legend>
        {firstPage.total === 0 && !kept ? (
          <p className="complaint-muted" data-testid="complaint-no-invoices">
            {t('complaintPages.form.noInvoices')}
          </p>
        ) : (
          <div className="complaint-invoice-pick">
            <TextField
              id={`${id}-invoice-search`}
              label={t('complaintPages.form.searchInvoices')}
              type="search"
              value={search}
              maxLength={40}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
            {searching && invoices.total === 0 && !picked.isFetching && (
              <p className="complaint-muted" role="status" data-testid="complaint-invoices-none">
                {t('complaintPages.form.noInvoicesFound', { search: search.trim() })}
              </p>
            )}
            <SelectField
              id={`${id}-invoice`}
              label={t('complaintPages.form.invoice')}
              required
              options={invoiceOptions}
              placeholder={t('complaintPages.form.chooseInvoice')}
              value={invoiceNumber}
              onChange={choose}
              error={errors.invoice}
            />
            {pages > 1 && (
              <p className="complaint-invoice-pages" data-testid="complaint-invoice-pages">
                <button
                  type="button"
                  className="ui-button ui-button--secondary"
                  disabled={page <= 1}
                  onClick={() => setPage((p) => p - 1)}
                >
                  {t('complaintPages.form.newerInvoices')}
                </button>{' '}
                <span>{t('complaintPages.form.invoicePage', { page, pages })}</span>{' '}
                <button
                  type="button"
                  className="ui-button ui-button--secondary"
                  disabled={page >= pages}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {t('complaintPages.form.olderInvoices')}
                </button>
              </p>
            )}
          </div>
        )}
        {invoice.isFetching && !data && <p role="status">{t('complaintPages.form.loadingInvoice')}</p>}
        {invoice.isError && (
          <p className="complaint-field-error" role="alert">
            {invoice.error instanceof ApiError
              ? invoice.error.body.message
              : t('complaintPages.form.errors.failed')}
          </p>
        )}
      </fieldset>

      {data && (
        <>
          <fieldset aria-describedby={`${id}-lines-hint`}>
            <legend>{t('complaintPages.form.linesLegend')}</legend>
            <p id={`${id}-lines-hint`} className="complaint-muted">
              {t('complaintPages.form.linesHint')}
            </p>
            <table
              className="complaint-lines"
              id={`${id}-lines`}
              tabIndex={-1}
              data-testid="complaint-form-lines"
            >
              <thead>
                <tr>
                  <th scope="col">{t('complaintPages.form.line.pick')}</th>
                  <th scope="col">{t('complaintPages.form.line.symbol')}</th>
                  <th scope="col" className="is-number">
                    {t('complaintPages.form.line.invoiced')}
                  </th>
                  <th scope="col" className="is-number">
                    {t('complaintPages.form.line.available')}
                  </th>
                  <th scope="col">{t('complaintPages.form.line.quantity')}</th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line) => {
                  const choice = lineOf(line.position);
                  const qtyError = errors.quantities?.[line.position];
                  const none = line.complainable < 1;
                  return (
                    <tr key={line.position} data-testid="complaint-form-line">
                      <td data-label={t('complaintPages.form.line.pick')}>
                        <input
                          type="checkbox"
                          checked={choice.picked}
                          disabled={none}
                          aria-label={t('complaintPages.form.line.pickLabel', { symbol: line.symbol })}
                          onChange={(event) =>
                            setLine(line.position, {
                              picked: event.target.checked,
                              quantity:
                                event.target.checked && choice.quantity === ''
                                  ? String(line.complainable)
                                  : choice.quantity,
                            })
                          }
                        />
                      </td>
                      <th scope="row">
                        {line.symbol}
                        <span className="complaint-lines__description">{line.description}</span>
                        {line.complainable < line.quantity && (
                          <span className="complaint-lines__description">
                            {t('complaintPages.form.line.claimedBefore', {
                              count: line.quantity - line.complainable,
                            })}
                          </span>
                        )}
                      </th>
                      <td className="is-number" data-label={t('complaintPages.form.line.invoiced')}>
                        {line.quantity}
                      </td>
                      <td className="is-number" data-label={t('complaintPages.form.line.available')}>
                        {line.complainable}
                      </td>
                      <td data-label={t('complaintPages.form.line.quantity')}>
                        <input
                          id={`${id}-qty-${line.position}`}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={line.complainable}
                          step={1}
                          disabled={!choice.picked}
                          value={choice.quantity}
                          aria-label={t('complaintPages.form.line.quantityLabel', { symbol: line.symbol })}
                          aria-invalid={qtyError ? true : undefined}
                          aria-describedby={qtyError ? `${id}-qty-${line.position}-error` : undefined}
                          onChange={(event) => setLine(line.position, { quantity: event.target.value })}
                        />
                        {qtyError && (
                          <p
                            id={`${id}-qty-${line.position}-error`}
                            className="complaint-field-error"
                            role="alert"
                          >
                            {qtyError}
                          </p>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {errors.lines && (
              <p className="complaint-field-error" role="alert">
                {errors.lines}
              </p>
            )}
          </fieldset>

          <fieldset
            id={`${id}-reasons`}
            tabIndex={-1}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          >
            <legend>{t('complaintPages.form.reasonLegend')}</legend>
            <div className="complaint-reasons" role="radiogroup" aria-label={t('complaintPages.form.reason')}>
              {offered.map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => chooseReason(value)}
                  />
                  <span>
                    {t(`complaints.reason.${value}`)}
                    <small>{t(`complaintPages.reasonHints.${value}`)}</small>
                  </span>
                </label>
              ))}
            </div>
            {errors.reason && (
              <p id={`${id}-reason-error`} className="complaint-field-error" role="alert">
                {errors.reason}
              </p>
            )}
            {reason !== '' && reason !== 'withdrawal' && (
              <div
                className="complaint-reasons"
                role="radiogroup"
                aria-label={t('complaintPages.form.resolution')}
              >
                <p className="complaint-muted">{t('complaintPages.form.resolution')}</p>
                {COMPLAINT_RESOLUTIONS.map((value) => (
                  <label key={value}>
                    <input
                      type="radio"
                      name={`${id}-resolution`}
                      value={value}
                      checked={resolution === value}
                      onChange={() => {
                        setResolution(value);
                        forget('reason');
                      }}
                    />
                    <span>{t(`complaints.resolution.${value}`)}</span>
                  </label>
                ))}
              </div>
            )}
            <LawPath invoice={data} reason={reason} locale={locale} />
          </fieldset>

          <fieldset>
            <legend>{t('complaintPages.form.description')}</legend>
            <TextArea
              id={`${id}-description`}
              label={t('complaintPages.form.description')}
              required={reason !== 'withdrawal'}
              hint={t('complaintPages.form.descriptionHint')}
              value={description}
              onChange={changeDescription}
              maxLength={COMPLAINT_DESCRIPTION_MAX}
              showCounter
              rows={5}
              error={errors.description}
            />
          </fieldset>
        </>
      )}

      <fieldset id={`${id}-files`} tabIndex={-1}>
        <legend>{t('complaintPages.form.filesLegend')}</legend>
        <p className="complaint-muted">
          {t('complaintPages.form.filesHint')}{' '}
          {t('complaintPages.form.filesKept', { days: COMPLAINT_DRAFT_KEEP_DAYS })}
        </p>
        {storage.data ? (
          <ComplaintUploads
            rules={{
              ...COMPLAINT_UPLOAD_RULES,
              maxFiles: storage.data.maxFiles,
              maxFileBytes: storage.data.maxFileBytes,
              maxTotalBytes: storage.data.maxTotalBytes,
            }}
            initial={storage.data.files as StoredUpload[]}
            upload={upload}
            remove={remove}
            clear={clear}
            onChange={changeFiles}
            onBusyChange={changeUploading}
            disabled={sending}
            describedBy={errors.files ? `${id}-files-error` : undefined}
          />
        ) : storage.isError ? (
          <p className="complaint-field-error" role="alert">
            {t('complaintPages.uploads.failed')}
          </p>
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
        {errors.files && (
          <p id={`${id}-files-error`} className="complaint-field-error" role="alert">
            {errors.files}
          </p>
        )}
      </fieldset>

      {errors.form && (
        <p className="complaint-form__alert" role="alert" data-testid="complaint-form-alert">
          {errors.form}
        </p>
      )}
      {hasErrors && !errors.form && (
        <p className="complaint-form__alert" role="alert">
          {t('complaintPages.form.errors.fix')}
        </p>
      )}
      <div className="complaint-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={sending || invoiceOptions.length === 0}
          aria-disabled={uploading || undefined}
          data-testid="complaint-submit"
        >
          {sending ? t('complaintPages.form.sending') : t('complaintPages.form.submit')}
        </button>
        {uploading && <span className="complaint-muted">{t('complaintPages.form.waitForUploads')}</span>}
      </div>
    </form>
  );
}
