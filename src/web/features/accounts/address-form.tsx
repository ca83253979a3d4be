import { useState, type FormEvent } from 'react';
import type { AddressElement } from '../../../common/contracts/customers';
import { ADDRESS_RULES, type AddressRuleField } from '../../../common/address-rules';
import { formatPhone } from '../../../common/phone';
import { lengthAttributes } from '../../../common/validation/attributes';
import { formErrorsOf } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { Checkbox, FormAlert, SelectField, TextField } from '../../ui/form';
import { useCreateAddress, useUpdateAddress } from './accounts-api';
import { AddressFields } from './contact-fields';

/** The countries an address of each kind may be in: shipping (SH) and invoice sending (ZO). */
export interface AddressCountries {
  SH: Array<{ code: string; name: string }>;
  ZO: Array<{ code: string; name: string }>;
}

/** A field's length limit: the address rules the server checks and serves as front constraints. */
const maxLengthOf = (field: AddressRuleField) => lengthAttributes(ADDRESS_RULES[field]).maxLength;

/**
 * A new address, or with `address` the edit of that one (its kind and state stay); `roles` limits the
 * kinds offered (the partners page adds invoice recipients only).
 */
export function AddressForm({
  countries,
  defaultCountry,
  onSaved,
  onCancel,
  roles = ['SH', 'ZO'],
  title,
  address,
}: {
  countries: Partial<AddressCountries>;
  defaultCountry: string;
  /** After the save; the address lists have refetched by then. */
  onSaved: () => void;
  onCancel: () => void;
  roles?: Array<'SH' | 'ZO'>;
  title?: string;
  address?: AddressElement;
}) {
  const t = useT();
  const [role, setRole] = useState<'SH' | 'ZO'>(roles[0]!);
  const options = countries[role] ?? [];
  const d = address?.details;
  const [values, setValues] = useState({
    customerName: d?.customerName ?? '',
    street: d?.street ?? '',
    zipCode: d?.zipCode ?? '',
    city: d?.city ?? '',
    countryCode: options.some((c) => c.code === defaultCountry) ? defaultCountry : (options[0]?.code ?? ''),
    vatNumber: d?.vatNumber ?? '',
    receiverEmail: d?.receiverEmail ?? '',
    receiverPhone: formatPhone(d?.receiverPhone, d?.countryCode),
  });
  const [isDefault, setDefault] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  // A field's error is about what was sent: typing in the field makes it stale, so it goes.
  const set = (key: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      if (address) await update.mutateAsync({ number: address.addressNumber, details: values });
      else await create.mutateAsync({ details: values, roleProperties: { role, default: isDefault } });
      onSaved();
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('auth.login.failed'), 'details.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="auth-form addresses__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="address-form"
    >
      <h2>
        {address
          ? t('account.addresses.editTitle', { number: address.addressNumber })
          : (title ?? t('account.addresses.add'))}
      </h2>
      <FormAlert message={errors.form} />
      {roles.length > 1 && !address && (
        <SelectField
          id="address-role"
          label={t('account.addresses.role')}
          options={roles.map((r) => ({ value: r, label: t(`account.addresses.role${r}`) }))}
          value={role}
          onChange={(value) => setRole(value as 'SH' | 'ZO')}
        />
      )}
      <TextField
        id="address-name"
        label={t('account.addresses.customerName')}
        value={values.customerName}
        onChange={set('customerName')}
        error={errors.customerName}
        maxLength={maxLengthOf('customerName')}
        required
      />
      <AddressFields
        idPrefix="address"
        values={values}
        onChange={(field, value) => set(field)(value)}
        errors={errors}
        maxLength={maxLengthOf}
      />
      <SelectField
        id="address-country"
        label={t('account.addresses.country')}
        options={options.map((c) => ({ value: c.code, label: c.name }))}
        value={values.countryCode}
        onChange={set('countryCode')}
        error={errors.countryCode}
        required
      />
      <div className="registration__row">
        <TextField
          id="address-email"
          type="email"
          label={t('account.addresses.receiverEmail')}
          value={values.receiverEmail}
          onChange={set('receiverEmail')}
          error={errors.receiverEmail}
          maxLength={maxLengthOf('receiverEmail')}
        />
        <TextField
          id="address-phone"
          type="tel"
          label={t('account.addresses.receiverPhone')}
          value={values.receiverPhone}
          onChange={set('receiverPhone')}
          error={errors.receiverPhone}
          maxLength={maxLengthOf('receiverPhone')}
          autoComplete="tel"
        />
      </div>
      {!address && (
        <Checkbox
          id="address-default"
          label={t('account.addresses.makeItDefault')}
          checked={isDefault}
          onChange={setDefault}
        />
      )}
      <div className="auth-form__buttons">
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy} data-testid="address-save">
          {t('account.addresses.save')}
        </button>
      </div>
    </form>
  );
}
