import type { Customer } from '../../../common/contracts/auth';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { logOut } from './log-out';

/** The customer's menu under the header's account button: who is logged in, the account's pages, log out. */
export function AccountMenuPanel({
  id,
  locale,
  customer,
}: {
  id: string;
  locale: Locale;
  customer: Customer;
}) {
  const t = useT();
  return (
    <div className="account-menu__panel" id={id}>
      <p className="account-menu__who">
        <strong>
          {customer.contactPerson.firstName} {customer.contactPerson.lastName}
        </strong>
        <span>{t('auth.menu.customerNumber', { number: customer.customerNumber })}</span>
      </p>
      <ul className="account-menu__links">
        <li>
          <a href={localHref(locale, 'order_status_list')} data-testid="menu-orders">
            {t('orders.menu')}
          </a>
        </li>
        <li>
          <a href={localHref(locale, 'complaint_index')} data-testid="menu-complaints">
            {t('complaintPages.menu')}
          </a>
        </li>
        <li>
          <a href={localHref(locale, 'profile_tender_lists')} data-testid="menu-tender-lists">
            {t('tenders.lists.title')}
          </a>
        </li>
        <li>
          <a href={localHref(locale, 'profile_addresses')}>{t('auth.menu.addresses')}</a>
        </li>
        <li>
          <a href={localHref(locale, 'profile_einvoice')}>{t('accounts.nav.einvoice')}</a>
        </li>
        <li>
          <a href={localHref(locale, 'profile_customer_info')}>{t('accounts.nav.customerInfo')}</a>
        </li>
        <li>
          <a href={localHref(locale, 'profile_contact_persons')}>{t('accounts.nav.contactPersons')}</a>
        </li>
        <li>
          <a href={localHref(locale, 'profile_terms')}>{t('account.terms.title')}</a>
        </li>
        <li>
          <a href={localHref(locale, 'profile_reset_password')}>{t('auth.menu.changePassword')}</a>
        </li>
        <li>
          <button
            type="button"
            className="account-menu__logout"
            onClick={() => void logOut(locale)}
            data-testid="logout"
          >
            {t('auth.menu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
