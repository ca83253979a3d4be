import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AddressElement, AddressList } from '../../../../common/contracts/customers';
import { formatPhone, PHONE_MAX_LENGTH } from '../../../../common/phone';
import { formErrorsOf } from '../../../lib/form-errors';
import { LoginForm } from '../../../features/auth/login-form';
import {
  accountsQueries,
  useChangeAddressState,
  useCreateAddress,
  useRemoveAddress,
  useUpdateAddress,
} from '../../../features/accounts/accounts-api';
import { AddressFields } from '../../../features/accounts/contact-fields';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { localHref } from '../../../lib/locale';
import { ApiError } from '../../../lib/api';
import { useT, useUiTranslate } from '../../../lib/i18n';
import { useRootData } from '../../../lib/root-data';
import { useErrorModal } from '../../../ui/error-modal';
import { Checkbox, FormAlert, SelectField, TextField } from '../../../ui/form';
import type { PageProps } from '../../page-types';

export interface ProfileAddressesData {
  /** Null when nobody is logged in: the page asks to log in. */
  addresses: AddressList | null;
  countries: { SH: Array<{ code: string; name: string }>; ZO: Array<{ code: string; name: string }> };
  /** Spec §2: the order form links here with addressCreate=true to open the form at once. */
  create: boolean;
}

/** /profile/account/addresses: payer, shipping and invoice-sending addresses of the customer. */
export function ProfileAddressesPage({ data, locale }: PageProps<ProfileAddressesData>) {
  const t = useT();
  const { customer } = useRootData();
  // The loader's list until an address changes; the change's mutation refetches it.
  const { data: addresses } = useQuery({
    ...accountsQueries.addresses(locale.language),
    initialData: data.addresses ?? undefined,
    enabled: data.addresses !== null,
  });
  const changeState = useChangeAddressState();
  const removeAddress = useRemoveAddress();
  const [creating, setCreating] = useState(data.create);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const showError = useErrorModal();
  const uiT = useUiTranslate();

  if (!customer || !addresses) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('account.addresses.title')}</h1>
        <p className="auth-page__intro">{t('account.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }

  // Spec §8: a 401 (session ended) shows the information dialog and reloads the page on close.
  const act = async (work: () => Promise<void>, done: string) => {
    try {
      await work();
      setNotice(done);
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body, { t: uiT });
    }
  };
  const change = (address: AddressElement, role_properties: Record<string, boolean>) =>
    act(
      () => changeState.mutateAsync({ number: address.addressNumber, roleProperties: role_properties }),
      t('account.addresses.saved'),
    );
  const remove = (address: AddressElement) =>
    act(() => removeAddress.mutateAsync(address.addressNumber), t('account.addresses.deleted'));

  const section = (title: string, elements: AddressElement[], testId: string) => (
    <section className="addresses__section" data-testid={testId}>
      <h2>{title}</h2>
      {elements.length === 0 ? (
        <p className="addresses__none">{t('account.addresses.none')}</p>
      ) : (
        <ul className="addresses__list">
          {elements.map((address) => (
            <li
              key={address.addressNumber}
              className={address.isArchived ? 'address-card address-card--archived' : 'address-card'}
              data-testid="address-card"
            >
              {editing === address.addressNumber ? (
                <AddressForm
                  countries={data.countries}
                  roles={[address.role === 'ZO' ? 'ZO' : 'SH']}
                  defaultCountry={address.details.countryCode}
                  address={address}
                  onSaved={() => {
                    setEditing(null);
                    setNotice(t('account.addresses.saved'));
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <AddressCard address={address} />
              )}
              {address.role !== 'BP' && editing !== address.addressNumber && (
                <div className="address-card__actions">
                  <button
                    type="button"
                    className="button"
                    onClick={() => setEditing(address.addressNumber)}
                    data-testid="address-edit"
                  >
                    {t('account.addresses.edit')}
                  </button>
                  {!address.isDefault && !address.isArchived && (
                    <button
                      type="button"
                      className="button"
                      onClick={() => void change(address, { default: true })}
                    >
                      {t('account.addresses.makeDefault')}
                    </button>
                  )}
                  {!address.isDefault && (
                    <button
                      type="button"
                      className="button"
                      onClick={() => void change(address, { archived: !address.isArchived })}
                    >
                      {address.isArchived ? t('account.addresses.restore') : t('account.addresses.archive')}
                    </button>
                  )}
                  {!address.isDefault && (
                    <button type="button" className="button" onClick={() => void remove(address)}>
                      {t('account.addresses.delete')}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <div className="auth-page auth-page--wide addresses" data-testid="profile-addresses">
      <ProfileNav locale={locale} current="profile_addresses" />
      <h1>{t('account.addresses.title')}</h1>
      <p className="auth-page__intro">{t('account.addresses.intro')}</p>
      {notice && (
        <p className="auth-page__success" role="status">
          {notice}
        </p>
      )}
      {addresses.payerAddress &&
        section(t('account.addresses.payer'), [addresses.payerAddress], 'payer-address')}
      {section(t('account.addresses.shipping'), addresses.shippingAddresses.elements, 'shipping-addresses')}
      <section className="addresses__section" data-testid="invoice-send-addresses">
        <h2>{t('account.addresses.invoiceSend')}</h2>
        <p className="addresses__none">
          {t('accounts.partners.intro')}{' '}
          <a href={localHref(locale, 'profile_addresses_partners')}>
            {t('accounts.partners.recipients')} ({addresses.invoiceSendAddresses.elements.length})
          </a>
        </p>
      </section>
      {creating ? (
        <AddressForm
          countries={data.countries}
          roles={['SH']}
          defaultCountry={customer.country}
          onSaved={() => {
            setCreating(false);
            setNotice(t('account.addresses.saved'));
          }}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <p className="auth-page__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => setCreating(true)}
            data-testid="address-add"
          >
            {t('account.addresses.add')}
          </button>
        </p>
      )}
    </div>
  );
}

/** The address form's length limits. */
const ADDRESS_LIMITS = { street: 120, zipCode: 12, city: 80 } as const;

export function AddressCard({ address }: { address: AddressElement }) {
  const t = useT();
  const d = address.details;
  return (
    <div className="address-card__body">
      <p className="address-card__badges">
        <span className="address-card__number">
          {t('account.addresses.number', { number: address.addressNumber })}
        </span>
        {address.isDefault && <span className="badge">{t('account.addresses.default')}</span>}
        {address.isArchived && <span className="badge badge--muted">{t('account.addresses.archived')}</span>}
        {!address.isEnabled && <span className="badge badge--muted">{t('account.addresses.disabled')}</span>}
      </p>
      <address>
        <strong>{d.customerName}</strong>
        <br />
        {d.street}
        <br />
        {d.zipCode} {d.city}, {d.countryName}
        {d.vatNumber && (
          <>
            <br />
            {d.vatNumber}
          </>
        )}
        {(d.receiverEmail || d.receiverPhone) && (
          <>
            <br />
            {[d.receiverEmail, formatPhone(d.receiverPhone, d.countryCode)].filter(Boolean).join(' · ')}
          </>
        )}
      </address>
    </div>
  );
}

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
  countries: Partial<ProfileAddressesData['countries']>;
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
        maxLength={160}
        required
      />
      <AddressFields
        idPrefix="address"
        values={values}
        onChange={(field, value) => set(field)(value)}
        errors={errors}
        maxLength={(field) => ADDRESS_LIMITS[field]}
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
          maxLength={254}
        />
        <TextField
          id="address-phone"
          type="tel"
          label={t('account.addresses.receiverPhone')}
          value={values.receiverPhone}
          onChange={set('receiverPhone')}
          error={errors.receiverPhone}
          maxLength={PHONE_MAX_LENGTH}
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
