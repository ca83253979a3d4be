import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddressElement, AddressList } from '../../../../common/contracts/customers';
import { accountsQueries, useRemoveAddress } from '../../../features/accounts/accounts-api';
import { AddressCard } from '../../../features/accounts/address-card';
import { AddressForm } from '../../../features/accounts/address-form';
import { useConfirmedRemoval } from '../../../features/accounts/confirmed-removal';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { LoginForm } from '../../../features/auth/login-form';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useRootData } from '../../../lib/root-data';
import type { PageProps } from '../../page-types';

export interface ProfilePartnersData {
  /** The address book, whose ZO addresses are the invoice recipients; null when nobody is logged in. */
  addresses: AddressList | null;
  countries: Array<{ code: string; name: string }>;
}

/**
 * /profile/account/addresses/partners: the other companies the customer's documents name (ADR
 * 010): invoice recipients, i.e. the ZO (invoice sending) addresses of the address book.
 */
export function ProfilePartnersPage({ data, locale }: PageProps<ProfilePartnersData>) {
  const t = useT();
  const { customer } = useRootData();
  // The same query as the addresses page: a partner added or removed here shows there too.
  const { data: recipients } = useQuery({
    ...accountsQueries.addresses(locale.language),
    initialData: data.addresses ?? undefined,
    enabled: data.addresses !== null,
    select: (list) => list.invoiceSendAddresses.elements,
  });
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const removeAddress = useConfirmedRemoval('partners', useRemoveAddress().mutateAsync, () =>
    setNotice(t('accounts.partners.removed')),
  );

  if (!customer || !recipients) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('accounts.partners.title')}</h1>
        <p className="auth-page__intro">{t('account.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }

  const remove = (address: AddressElement) =>
    removeAddress(address.addressNumber, address.details.customerName);

  return (
    <div className="auth-page auth-page--wide addresses" data-testid="profile-partners">
      <ProfileNav locale={locale} current="profile_addresses_partners" />
      <h1>{t('accounts.partners.title')}</h1>
      <p className="auth-page__intro">{t('accounts.partners.intro')}</p>
      {notice && (
        <p className="auth-page__success" role="status">
          {notice}
        </p>
      )}
      <section className="addresses__section" data-testid="invoice-recipients">
        <h2>{t('accounts.partners.recipients')}</h2>
        {recipients.length === 0 ? (
          <p className="addresses__none">{t('accounts.partners.none')}</p>
        ) : (
          <ul className="addresses__list">
            {recipients.map((address) => (
              <li key={address.addressNumber} className="address-card" data-testid="partner-card">
                <AddressCard address={address} />
                <div className="address-card__actions">
                  <button
                    type="button"
                    className="button"
                    onClick={() => void remove(address)}
                    data-testid="partner-remove"
                  >
                    {t('account.addresses.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {creating ? (
        <AddressForm
          countries={{ ZO: data.countries }}
          roles={['ZO']}
          title={t('accounts.partners.add')}
          defaultCountry={customer.country}
          onSaved={() => {
            setCreating(false);
            setNotice(t('accounts.partners.saved'));
          }}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <p className="auth-page__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setNotice(null);
              setCreating(true);
            }}
            data-testid="partner-add"
          >
            {t('accounts.partners.add')}
          </button>
          <a className="button" href={localHref(locale, 'profile_addresses')}>
            {t('accounts.partners.backToAddresses')}
          </a>
        </p>
      )}
    </div>
  );
}
