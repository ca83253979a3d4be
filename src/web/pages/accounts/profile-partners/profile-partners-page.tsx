import { useState } from 'react';
import type { AddressElement, AddressList } from '../../../../common/contracts/customers';
import { accountsApi } from '../../../features/accounts/accounts-api';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { LoginForm } from '../../../features/auth/login-form';
import { ApiError, getJson } from '../../../lib/api';
import { useT, useUiTranslate } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useRootData } from '../../../lib/root-data';
import { useConfirm } from '../../../ui/confirmation-modal';
import { useErrorModal } from '../../../ui/error-modal';
// The one address field set in ui/form (web-queries, session 11) replaces this page-to-page import.
// eslint-disable-next-line boundaries/dependencies
import { AddressCard, AddressForm } from '../profile-addresses/profile-addresses-page';
import type { PageProps } from '../../page-types';

export interface ProfilePartnersData {
  /** The invoice recipients (ZO addresses); null when nobody is logged in. */
  recipients: AddressElement[] | null;
  countries: Array<{ code: string; name: string }>;
}

/**
 * /profile/account/addresses/partners: the other companies the customer's documents name (ADR
 * 010): invoice recipients, i.e. the ZO (invoice sending) addresses of the address book.
 */
export function ProfilePartnersPage({ data, locale }: PageProps<ProfilePartnersData>) {
  const t = useT();
  const uiT = useUiTranslate();
  const { customer } = useRootData();
  const confirm = useConfirm();
  const showError = useErrorModal();
  const [recipients, setRecipients] = useState(data.recipients);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (!customer || !recipients) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('accounts.partners.title')}</h1>
        <p className="auth-page__intro">{t('account.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }

  const reload = async () =>
    setRecipients(
      (await getJson<AddressList>(`/ajax/profile/addresses?language=${locale.language}`)).invoiceSendAddresses
        .elements,
    );

  const remove = async (address: AddressElement) => {
    const yes = await confirm('redirect', {
      texts: {
        title: t('accounts.partners.confirmTitle'),
        info: t('accounts.partners.confirmInfo'),
        text: t('accounts.partners.confirmText', { name: address.details.customerName }),
        yes: t('accounts.common.yes'),
        no: t('accounts.common.no'),
      },
    });
    if (!yes) return;
    try {
      await accountsApi.removeAddress(address.addressNumber);
      await reload();
      setNotice(t('accounts.partners.removed'));
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body, { t: uiT });
    }
  };

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
            // The form closes once the list is read again, the saved partner in it (or the read failed).
            void reload()
              .catch(() => undefined)
              .then(() => {
                setCreating(false);
                setNotice(t('accounts.partners.saved'));
              });
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
