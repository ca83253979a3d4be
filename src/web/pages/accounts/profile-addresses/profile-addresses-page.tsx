import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddressElement, AddressList } from '../../../../common/contracts/customers';
import { LoginForm } from '../../../features/auth/login-form';
import {
  accountsQueries,
  useChangeAddressState,
  useRemoveAddress,
} from '../../../features/accounts/accounts-api';
import { AddressCard } from '../../../features/accounts/address-card';
import { AddressForm, type AddressCountries } from '../../../features/accounts/address-form';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { localHref } from '../../../lib/locale';
import { ApiError } from '../../../lib/api';
import { useT, useUiTranslate } from '../../../lib/i18n';
import { useRootData } from '../../../lib/root-data';
import { useErrorModal } from '../../../ui/error-modal';
import type { PageProps } from '../../page-types';

export interface ProfileAddressesData {
  /** Null when nobody is logged in: the page asks to log in. */
  addresses: AddressList | null;
  countries: AddressCountries;
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
