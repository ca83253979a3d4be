import type { CheckoutSummary } from '../../../common/contracts/checkout';
import { formatPhone } from '../../../common/phone';
import { useT } from '../../lib/i18n';

/**
 * What step 2 will place: where the parcel goes, the invoice address, delivery and payment. A parcel
 * goes to one place: with a parcel locker that is the locker (the shipping address only names the
 * country and the receiver's defaults), so the shipping address is not shown as a second destination.
 */
export function OrderChoices({ summary }: { summary: CheckoutSummary }) {
  const t = useT();
  const d = summary.deliveryMethod;
  const toLocker = d?.isAccessPoint ?? false;
  const addressText = (a: CheckoutSummary['shippingAddress']) =>
    a
      ? `${a.customerName}, ${a.street}, ${a.zipCode} ${a.city}, ${a.countryName}`
      : t('checkout.step.notChosen');
  const locker = summary.accessPoint;
  const receiver = [
    formatPhone(summary.form.receiverPhone, summary.shippingAddress?.countryCode),
    summary.form.receiverEmail,
  ].filter(Boolean);

  return (
    <dl className="checkout__choice" data-testid="order-choices">
      {toLocker ? (
        <div data-testid="destination">
          <dt>{t('checkout.step.accessPoint')}</dt>
          <dd>
            {locker
              ? `${locker.id} – ${locker.street}, ${locker.zipCode} ${locker.city}`
              : t('checkout.step.notChosen')}
          </dd>
        </div>
      ) : (
        <div data-testid="destination">
          <dt>{t('checkout.step.shippingAddress')}</dt>
          <dd>{addressText(summary.shippingAddress)}</dd>
        </div>
      )}
      <div>
        <dt>{t('checkout.step.invoiceAddress')}</dt>
        <dd>{addressText(summary.invoiceAddress)}</dd>
      </div>
      <div>
        <dt>{t('checkout.step.delivery')}</dt>
        <dd>{d ? `${d.name} – ${d.masterName}` : t('checkout.step.notChosen')}</dd>
      </div>
      <div>
        <dt>{t('checkout.step.payment')}</dt>
        <dd>{summary.paymentMethod?.name ?? t('checkout.step.notChosen')}</dd>
      </div>
      {toLocker && receiver.length > 0 && (
        <div>
          <dt>{t('checkout.step.receiver')}</dt>
          <dd>{receiver.join(', ')}</dd>
        </div>
      )}
    </dl>
  );
}
