import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import type { CustomerInfo } from '../../../common/contracts/customer-profile';
import type { Language } from '../../../common/markets';
import { EU_VAT_COUNTRIES, EU_VAT_FORMATS, normaliseVatNumber } from '../../../common/vat-numbers';
import { countryNamer } from '../../lib/country-names';
import { useT } from '../../lib/i18n';
import { FormAlert, SelectField, TextField } from '../../ui/form';
import { formErrorsOf } from '../../lib/form-errors';
import { accountsQueries, useUpdateCustomerInfo } from './accounts-api';

export interface MethodChoice {
  id: string;
  name: string;
}

interface Row {
  key: number;
  country: string;
  vatNumber: string;
}

/** EU country names in the page language (Intl knows them all; Greece is `gr`, its VAT prefix EL). */
export function euCountryNames(language: Language): Array<{ code: string; name: string }> {
  const nameOf = countryNamer(language);
  return EU_VAT_COUNTRIES.map((code) => ({ code, name: nameOf(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, language),
  );
}

/**
 * VAT numbers per EU country and the default delivery and payment (spec §3 Customer info). The
 * same format rules as the server check each row as it is typed; the server's answer is the truth.
 */
export function CustomerInfoForm({
  initial,
  language,
  deliveryMethods,
  paymentMethods,
}: {
  initial: CustomerInfo;
  language: Language;
  deliveryMethods: MethodChoice[];
  paymentMethods: MethodChoice[];
}) {
  const t = useT();
  const countries = useMemo(() => euCountryNames(language), [language]);
  // The loader's info until it is saved; the save's mutation refetches it (what other views of it
  // read) and the form starts again from what the server kept (VAT numbers normalised).
  const { data: info } = useQuery({ ...accountsQueries.customerInfo(), initialData: initial });
  const update = useUpdateCustomerInfo();
  const [rows, setRows] = useState<Row[]>(() => info.vatNumbers.map((v, key) => ({ key, ...v })));
  const [nextKey, setNextKey] = useState(info.vatNumbers.length);
  const [delivery, setDelivery] = useState(info.defaultDelivery ?? '');
  const [payment, setPayment] = useState(info.defaultPayment ?? '');
  const [touched, setTouched] = useState<Record<number, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const rowErrors = (row: Row, index: number): { country?: string; vatNumber?: string } => {
    if (rows.findIndex((r) => r.country === row.country) !== index) {
      return { country: t('accounts.info.duplicate') };
    }
    if (normaliseVatNumber(row.country, row.vatNumber) === null) {
      return {
        vatNumber: row.vatNumber.trim()
          ? t('accounts.info.invalidVat', { example: EU_VAT_FORMATS[row.country]!.example })
          : t('common.required'),
      };
    }
    return {};
  };
  const invalid = rows.some((row, index) => Object.keys(rowErrors(row, index)).length > 0);

  const change = (key: number, patch: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setSaved(false);
    setServerErrors({});
  };
  const add = () => {
    const free = countries.find((c) => !rows.some((r) => r.country === c.code));
    if (!free) return;
    setRows((current) => [...current, { key: nextKey, country: free.code, vatNumber: '' }]);
    setNextKey((k) => k + 1);
    setSaved(false);
  };
  const remove = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setSaved(false);
    setServerErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSaved(false);
    if (invalid) return;
    setBusy(true);
    try {
      const next = await update.mutateAsync({
        vatNumbers: rows.map(({ country, vatNumber }) => ({ country, vatNumber })),
        defaultDelivery: delivery || null,
        defaultPayment: payment || null,
      });
      setRows(next.vatNumbers.map((v, key) => ({ key: nextKey + key, ...v })));
      setNextKey((k) => k + next.vatNumbers.length);
      setTouched({});
      setSubmitted(false);
      setSaved(true);
    } catch (failure) {
      setServerErrors(formErrorsOf(failure, t('auth.login.failed')));
    } finally {
      setBusy(false);
    }
  };

  const methodOptions = (methods: MethodChoice[], current: string) => [
    { value: '', label: t('accounts.info.noPreference') },
    ...methods.map((m) => ({ value: m.id, label: m.name })),
    ...(current && !methods.some((m) => m.id === current)
      ? [{ value: current, label: t('accounts.info.notOffered', { id: current }) }]
      : []),
  ];

  return (
    <form
      className="auth-form customer-info"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="customer-info-form"
    >
      <FormAlert message={serverErrors.form} />
      <section className="customer-info__section">
        <h2>{t('accounts.info.vatTitle')}</h2>
        <p className="auth-page__intro">{t('accounts.info.vatIntro')}</p>
        {rows.length === 0 && <p className="addresses__none">{t('accounts.info.none')}</p>}
        <ul className="vat-rows">
          {rows.map((row, index) => {
            const all = rowErrors(row, index);
            // A format error waits for the field to be left (or a submit); a duplicate shows at once.
            const errors = submitted || touched[row.key] ? all : { country: all.country };
            return (
              <li key={row.key} className="vat-rows__row" data-testid="vat-row">
                <SelectField
                  id={`vat-country-${row.key}`}
                  label={t('accounts.info.country')}
                  options={countries.map((c) => ({ value: c.code, label: c.name }))}
                  value={row.country}
                  onChange={(country) => change(row.key, { country })}
                  error={errors.country ?? serverErrors[`vatNumbers.${index}.country`]}
                  required
                />
                <TextField
                  id={`vat-number-${row.key}`}
                  label={t('accounts.info.vatNumber')}
                  value={row.vatNumber}
                  onChange={(vatNumber) => change(row.key, { vatNumber })}
                  onBlur={() => setTouched((current) => ({ ...current, [row.key]: true }))}
                  hint={t('accounts.info.example', { example: EU_VAT_FORMATS[row.country]?.example ?? '' })}
                  error={errors.vatNumber ?? serverErrors[`vatNumbers.${index}.vatNumber`]}
                  maxLength={30}
                  autoCapitalize="characters"
                  required
                />
                <button
                  type="button"
                  className="button vat-rows__remove"
                  onClick={() => remove(row.key)}
                  aria-label={`${t('accounts.info.remove')}: ${row.country.toUpperCase()}`}
                >
                  {t('accounts.info.remove')}
                </button>
              </li>
            );
          })}
        </ul>
        {rows.length < countries.length && (
          <button type="button" className="button" onClick={add} data-testid="vat-add">
            {t('accounts.info.add')}
          </button>
        )}
      </section>
      <section className="customer-info__section">
        <h2>{t('accounts.info.defaultsTitle')}</h2>
        {deliveryMethods.length === 0 && paymentMethods.length === 0 && (
          <p className="auth-page__intro">{t('accounts.info.noMethods')}</p>
        )}
        <div className="registration__row">
          <SelectField
            id="default-delivery"
            label={t('accounts.info.defaultDelivery')}
            options={methodOptions(deliveryMethods, delivery)}
            value={delivery}
            onChange={(value) => {
              setDelivery(value);
              setSaved(false);
            }}
            error={serverErrors.defaultDelivery}
          />
          <SelectField
            id="default-payment"
            label={t('accounts.info.defaultPayment')}
            options={methodOptions(paymentMethods, payment)}
            value={payment}
            onChange={(value) => {
              setPayment(value);
              setSaved(false);
            }}
            error={serverErrors.defaultPayment}
          />
        </div>
      </section>
      {saved && (
        <p className="auth-page__success" role="status">
          {t('accounts.info.saved')}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        disabled={busy}
        data-testid="customer-info-save"
      >
        {t('accounts.info.save')}
      </button>
    </form>
  );
}
