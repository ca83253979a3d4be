import { useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { DiscountCode, DiscountCodeDetails } from '../../../../common/contracts/discounts';
import {
  DISCOUNT_CODE_MAX,
  DISCOUNT_MAX_USES,
  DISCOUNT_MONEY_SHAPE,
  discountCodeTextProblem,
  discountRuleProblems,
  type DiscountFieldProblem,
} from '../../../../common/discount-codes';
import { CURRENCIES, type Language } from '../../../../common/markets';
import type { StaffMember } from '../../../../common/contracts/staff';
import { dayOf, DiscountState } from '../../../features/discounts-desk/discount-cells';
import { discountPageUrl, discountsDeskApi } from '../../../features/discounts-desk/discounts-desk-api';
import { StaffShell } from '../../../features/staff/staff-shell';
import { ApiError } from '../../../lib/api';
import { countryNamer } from '../../../lib/country-names';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { Checkbox, FormAlert, SelectField, TextField } from '../../../ui/form';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';
import { deskTime } from '../../../features/staff/desk-time';
import { deskHref } from '../../../lib/desk-href';

export interface StaffDiscountData {
  staff: StaffMember;
  markets: { country: string; currency: string }[];
  details: DiscountCodeDetails | null;
}

/** The form's fields as typed (text), before they become a code's rules. */
interface CodeForm {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  country: string;
  currency: string;
  validFrom: string;
  validTo: string;
  minimumNet: string;
  oncePerCustomer: boolean;
  maxUses: string;
  appliesToPromoted: boolean;
  active: boolean;
}

const EMPTY: CodeForm = {
  code: '',
  kind: 'percent',
  value: '',
  country: '',
  currency: '',
  validFrom: '',
  validTo: '',
  minimumNet: '',
  oncePerCustomer: false,
  maxUses: '',
  appliesToPromoted: false,
  active: true,
};

const formOf = (code: DiscountCode): CodeForm => ({
  code: code.code,
  kind: code.kind,
  value: String(Number(code.value)),
  country: code.country ?? '',
  currency: code.currency ?? '',
  validFrom: code.validFrom ? dayOf(code.validFrom) : '',
  validTo: code.validTo ? dayOf(code.validTo) : '',
  minimumNet: code.minimumNet === null ? '' : String(Number(code.minimumNet)),
  oncePerCustomer: code.oncePerCustomer,
  maxUses: code.maxUses === null ? '' : String(code.maxUses),
  appliesToPromoted: code.appliesToPromoted,
  active: code.active,
});

/** Validity days are UTC days (ADR 050): a code runs from the first day's start to the last day's end. */
const startOf = (day: string) => (day ? new Date(`${day}T00:00:00.000Z`) : null);
const endOf = (day: string) => (day ? new Date(`${day}T23:59:59.999Z`) : null);

/** The form as a code's rules (the call's body, without the code's text). */
function rulesOf(form: CodeForm) {
  return {
    kind: form.kind,
    value: form.value.trim().replace(',', '.'),
    country: form.country || null,
    currency: (form.currency || null) as (typeof CURRENCIES)[number] | null,
    validFrom: startOf(form.validFrom),
    validTo: endOf(form.validTo),
    minimumNet: form.minimumNet.trim() ? form.minimumNet.trim().replace(',', '.') : null,
    oncePerCustomer: form.oncePerCustomer,
    maxUses: form.maxUses.trim() ? Number(form.maxUses.trim()) : null,
    appliesToPromoted: form.appliesToPromoted,
    active: form.active,
  };
}

/** The same rules the server applies (common/discount-codes), checked before sending. */
function problemsOf(form: CodeForm, isNew: boolean): DiscountFieldProblem[] {
  const rules = rulesOf(form);
  const problems: DiscountFieldProblem[] = [];
  const text = isNew ? discountCodeTextProblem(form.code) : null;
  if (text) problems.push(text);
  if (!DISCOUNT_MONEY_SHAPE.test(rules.value))
    problems.push({ field: 'value', key: 'discounts.field.amount' });
  if (rules.minimumNet !== null && !DISCOUNT_MONEY_SHAPE.test(rules.minimumNet))
    problems.push({ field: 'minimumNet', key: 'discounts.field.amount' });
  if (
    rules.maxUses !== null &&
    !(Number.isInteger(rules.maxUses) && rules.maxUses >= 1 && rules.maxUses <= DISCOUNT_MAX_USES)
  )
    problems.push({ field: 'maxUses', key: 'discounts.field.maxUses' });
  return [...problems, ...discountRuleProblems(rules)];
}

/** /staff/discounts/code: a new code's form, or one code's form (`?id=`) with its uses. */
export function StaffDiscountPage({ data, locale }: PageProps<StaffDiscountData>) {
  const t = useT();
  const [notice, setNotice] = useState<string | null>(null);
  const code = data.details?.code ?? null;
  return (
    <StaffShell
      staff={data.staff}
      locale={locale}
      current="staff_discounts"
      title={code ? t('discounts.desk.editTitle', { code: code.code }) : t('discounts.desk.createTitle')}
    >
      <p>
        <a href={deskHref(locale, 'staff_discounts')}>← {t('discounts.desk.back')}</a>
      </p>
      <div aria-live="polite">
        {notice && (
          <p className="staff-notice" data-testid="discount-notice">
            {notice}
          </p>
        )}
      </div>
      <CodeFormCard key={code?.id ?? 'new'} data={data} locale={locale} onNotice={setNotice} />
      {data.details && <Redemptions details={data.details} language={locale.language} />}
    </StaffShell>
  );
}

function CodeFormCard({
  data,
  locale,
  onNotice,
}: {
  data: StaffDiscountData;
  locale: PageProps<StaffDiscountData>['locale'];
  onNotice: (text: string) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const code = data.details?.code ?? null;
  const isNew = code === null;
  const canEdit = data.staff.roles.includes('sales');
  const [form, setForm] = useState<CodeForm>(code ? formOf(code) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CodeForm>(key: K, value: CodeForm[K]) => setForm({ ...form, [key]: value });
  const country = countryNamer(locale.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = problemsOf(form, isNew);
    if (problems.length > 0) {
      const shown: Record<string, string> = {};
      for (const problem of problems) shown[problem.field] ??= t(problem.key, { code: form.code });
      setErrors(shown);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      if (isNew) {
        const made = await discountsDeskApi.create({ code: form.code, ...rulesOf(form) });
        onNotice(t('discounts.desk.created', { code: made.code }));
        await navigate(discountPageUrl(locale, made.id));
      } else {
        const saved = await discountsDeskApi.update(code.id, rulesOf(form));
        onNotice(t('discounts.desk.saved', { code: saved.code }));
        await revalidate();
      }
    } catch (error) {
      setErrors(formErrorsOf(error, t('errors.unexpected')));
    } finally {
      setBusy(false);
    }
  };

  const deactivate = async () => {
    if (!code || busy) return;
    setBusy(true);
    try {
      const off = await discountsDeskApi.deactivate(code.id);
      setForm({ ...form, active: false });
      onNotice(t('discounts.desk.deactivated', { code: off.code }));
      await revalidate();
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.body.message : t('errors.unexpected') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="staff-card"
      aria-label={code ? t('discounts.desk.editTitle', { code: code.code }) : t('discounts.desk.createTitle')}
    >
      {code && (
        <p className="staff-muted">
          <DiscountState code={code} />{' '}
          {data.details?.createdByName
            ? t('discounts.desk.madeBy', { name: data.details.createdByName, date: dayOf(code.createdAt) })
            : t('discounts.desk.madeByNobody', { date: dayOf(code.createdAt) })}
        </p>
      )}
      {!canEdit && <p className="staff-muted">{t('discounts.desk.readOnly')}</p>}
      <form className="staff-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={errors.form ?? errors.body} />
        <fieldset className="discount-fields" disabled={!canEdit}>
          <TextField
            label={t('discounts.desk.code')}
            value={form.code}
            onChange={(value) => set('code', value)}
            error={errors.code}
            hint={t('discounts.desk.codeHint')}
            maxLength={DISCOUNT_CODE_MAX + 10}
            readOnly={!isNew}
            autoComplete="off"
            required
          />
          <SelectField
            label={t('discounts.desk.kind')}
            value={form.kind}
            onChange={(value) => set('kind', value === 'fixed' ? 'fixed' : 'percent')}
            options={[
              { value: 'percent', label: t('discounts.desk.kinds.percent') },
              { value: 'fixed', label: t('discounts.desk.kinds.fixed') },
            ]}
          />
          <TextField
            label={t('discounts.desk.value')}
            value={form.value}
            inputMode="decimal"
            onChange={(value) => set('value', value)}
            error={errors.value}
            hint={t(
              form.kind === 'percent' ? 'discounts.desk.valueHintPercent' : 'discounts.desk.valueHintFixed',
            )}
            required
          />
          <SelectField
            label={t('discounts.desk.market')}
            value={form.country}
            onChange={(value) => {
              const market = data.markets.find((m) => m.country === value);
              setForm({ ...form, country: value, currency: market ? market.currency : form.currency });
            }}
            options={[
              { value: '', label: t('discounts.desk.anyMarket') },
              ...data.markets.map((m) => ({ value: m.country, label: country(m.country) })),
            ]}
            error={errors.country}
          />
          <SelectField
            label={t('discounts.desk.currency')}
            value={form.currency}
            onChange={(value) => set('currency', value)}
            options={[
              { value: '', label: t('discounts.desk.anyCurrency') },
              ...CURRENCIES.map((currency) => ({ value: currency, label: currency })),
            ]}
            error={errors.currency}
            required={form.kind === 'fixed'}
          />
          <DateField
            label={t('discounts.desk.validFrom')}
            value={form.validFrom}
            onChange={(value) => set('validFrom', value)}
            error={errors.validFrom}
          />
          <DateField
            label={t('discounts.desk.validTo')}
            value={form.validTo}
            onChange={(value) => set('validTo', value)}
            error={errors.validTo}
          />
          <TextField
            label={t('discounts.desk.minimumNet')}
            value={form.minimumNet}
            inputMode="decimal"
            onChange={(value) => set('minimumNet', value)}
            error={errors.minimumNet}
          />
          <TextField
            label={t('discounts.desk.maxUses')}
            value={form.maxUses}
            inputMode="numeric"
            onChange={(value) => set('maxUses', value)}
            error={errors.maxUses}
            hint={t('discounts.desk.maxUsesHint')}
          />
          <Checkbox
            label={t('discounts.desk.oncePerCustomer')}
            checked={form.oncePerCustomer}
            onChange={(value) => set('oncePerCustomer', value)}
          />
          <Checkbox
            label={t('discounts.desk.appliesToPromoted')}
            checked={form.appliesToPromoted}
            onChange={(value) => set('appliesToPromoted', value)}
          />
          <Checkbox
            label={t('discounts.desk.active')}
            checked={form.active}
            onChange={(value) => set('active', value)}
          />
        </fieldset>
        <div className="staff-actions">
          {canEdit && (
            <button type="submit" className="staff-button" disabled={busy}>
              {isNew ? t('discounts.desk.create') : t('discounts.desk.save')}
            </button>
          )}
          {code?.active && (
            <button
              type="button"
              className="staff-button staff-button--danger"
              disabled={busy}
              onClick={() => void deactivate()}
            >
              {t('discounts.desk.deactivate')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** A day picker labelled like the kit's fields (the kit's TextField has no date type). */
function DateField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = `discount-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="ui-field__input"
        type="date"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Redemptions({ details, language }: { details: DiscountCodeDetails; language: Language }) {
  const t = useT();
  const format = useFormat();
  const { redemptions } = details;
  return (
    <section className="staff-card" aria-labelledby="discount-redemptions">
      <h2 id="discount-redemptions">
        {t('discounts.desk.redemptions')} ({redemptions.total})
      </h2>
      {redemptions.elements.length === 0 ? (
        <p>{t('discounts.desk.noRedemptions')}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--stack" data-testid="discount-redemptions">
            <thead>
              <tr>
                <th scope="col">{t('discounts.desk.redemptionColumns.at')}</th>
                <th scope="col">{t('discounts.desk.redemptionColumns.order')}</th>
                <th scope="col">{t('discounts.desk.redemptionColumns.customer')}</th>
                <th scope="col">{t('discounts.desk.redemptionColumns.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {redemptions.elements.map((use) => (
                <tr key={use.id}>
                  <td data-label={t('discounts.desk.redemptionColumns.at')}>
                    <time dateTime={use.createdAt}>{deskTime(use.createdAt, language)}</time>
                  </td>
                  <td data-label={t('discounts.desk.redemptionColumns.order')}>{use.orderNumber}</td>
                  <td data-label={t('discounts.desk.redemptionColumns.customer')}>
                    {use.customerName} <span className="staff-muted">({use.customerNumber})</span>
                  </td>
                  <td data-label={t('discounts.desk.redemptionColumns.amount')}>
                    {format.price(use.amountNet, use.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={redemptions.page} pageCount={redemptions.pages} />
    </section>
  );
}
