import type { AddressElement } from '../../../common/contracts/customers';
import { formatPhone } from '../../../common/phone';
import { useT } from '../../lib/i18n';

/**
 * One address of the address book as a card: its number, its state, the address itself and the
 * receiver's contact. The addresses page and the partners page (invoice recipients) show it.
 */
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
