import { useState, type ComponentType, type FormEvent } from 'react';
import type { OrderTotalsView } from '../../../common/contracts/cart';
import type { AccessPoint, DeliveryMethod } from '../../../common/contracts/checkout';
import type { GuestOrderInput } from '../../../common/contracts/guest-checkout';
import { newIdempotencyKey } from '../../../common/idempotency';
import type { Language } from '../../../common/markets';
import { toE164 } from '../../../common/phone';
import { problemsOf, requiredEmailProblem, requiredTextProblem } from '../../lib/form-checks';
import { formErrorsOf } from '../../lib/form-errors';
import { removeVisitorLines } from '../../lib/visitor-cart-write';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { Captcha, useCaptcha, type CaptchaProvider } from '../../ui/captcha';
import { Checkbox, FormAlert, SelectField, TextField } from '../../ui/form';
import { useModals } from '../../ui/modal-stack';
import { guestCheckoutApi } from './guest-checkout-api';

export interface GuestLine {
  symbol: string;
  amount: number;
  description: string;
  /** The line's net total at its amount (the visitor cart's pricing), when priced. */
  lineNet?: string | null;
}

export interface GuestCheckoutFormProps {
  lines: readonly GuestLine[];
  /** The lines' totals (net, VAT, gross in the market's currency), when priced. */
  totals?: OrderTotalsView | null;
  /** The market's delivery methods with their payments (the market's rules, as for customers). */
  methods: readonly DeliveryMethod[];
  /** The page's market: the only country delivered to and billed in from this form. */
  page: { country: string; language: Language };
  countryName: string;
  captchaSiteKey: string | null;
  captchaProvider?: CaptchaProvider;
  /** Where the browser goes after placing: the payment operator or the order's page. */
  onPlaced?: (redirectUrl: string) => void;
  /** The parcel-locker picker of checkout, handed in by the page (features do not import each other). */
  LockerPicker: ComponentType<{
    initialQuery: string;
    selectedId: string | null;
    country?: string;
    onChoose: (accessPoint: AccessPoint) => void;
  }>;
}

interface Address {
  street: string;
  zipCode: string;
  city: string;
}

const EMPTY: Address = { street: '', zipCode: '', city: '' };

/**
 * The guest's order form (ADR 083): contact, billing address, delivery to an address or a parcel
 * locker, payment, terms and the captcha. Only private persons order here; the form says so and
 * has no company fields. The server's rules are the order form's, and its per-field messages land
 * under the fields; the key is made once per form, so a double click places one order.
 */
export function GuestCheckoutForm({
  lines,
  totals = null,
  methods,
  page,
  countryName,
  captchaSiteKey,
  captchaProvider,
  onPlaced = (url) => window.location.assign(url),
  LockerPicker,
}: GuestCheckoutFormProps) {
  const t = useT();
  const format = useFormat();
  const modals = useModals();
  const captcha = useCaptcha(captchaSiteKey, { provider: captchaProvider });
  const [key] = useState(newIdempotencyKey);
  const [contact, setContact] = useState({ email: '', firstName: '', lastName: '', phone: '' });
  const [billing, setBilling] = useState<Address>(EMPTY);
  const [sameAsBilling, setSameAsBilling] = useState(true);
  const [delivery, setDelivery] = useState<Address>(EMPTY);
  const [methodId, setMethodId] = useState(methods[0]?.id ?? '');
  const [locker, setLocker] = useState<AccessPoint | null>(null);
  const [paymentId, setPaymentId] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const method = methods.find((m) => m.id === methodId);
  const payments = method?.paymentMethods.elements ?? [];
  const payment = payments.some((p) => p.id === paymentId) ? paymentId : (payments[0]?.id ?? '');
  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  function body(): GuestOrderInput {
    const country = { countryCode: page.country };
    return {
      lines: lines.map(({ symbol, amount }) => ({ symbol, amount })),
      ...contact,
      billing: { ...billing, ...country },
      delivery: method?.isAccessPoint || sameAsBilling ? null : { ...delivery, ...country },
      shippingCondition: methodId,
      accessPointId: method?.isAccessPoint ? (locker?.id ?? null) : null,
      paymentId: payment,
      buyerType: 'person',
      termsAccepted: terms as true,
      ...(captcha.payload() as { 'cf-turnstile-response': string }),
    };
  }

  /** The contract's own checks, said before the round trip (the server checks the same again). */
  function check(): Record<string, string> {
    const found = problemsOf({
      email: requiredEmailProblem(t, contact.email),
      firstName: requiredTextProblem(t, contact.firstName, 60),
      lastName: requiredTextProblem(t, contact.lastName, 60),
      phone: requiredTextProblem(t, contact.phone, 30),
      'billing.street': requiredTextProblem(t, billing.street, 100),
      'billing.zipCode': requiredTextProblem(t, billing.zipCode, 12),
      'billing.city': requiredTextProblem(t, billing.city, 60),
      ...(!method?.isAccessPoint && !sameAsBilling
        ? {
            'delivery.street': requiredTextProblem(t, delivery.street, 100),
            'delivery.zipCode': requiredTextProblem(t, delivery.zipCode, 12),
            'delivery.city': requiredTextProblem(t, delivery.city, 60),
          }
        : {}),
      accessPointId: method?.isAccessPoint && !locker ? t('common.required') : undefined,
      termsAccepted: terms ? undefined : t('errors.input.acceptTermsOfSale'),
    });
    // The phone as the server reads it: in the billing country unless it says its own (ADR 022).
    if (!found.phone && !toE164(contact.phone, page.country)) found.phone = t('errors.account.phoneInvalid');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !captcha.canSubmit) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const placed = await guestCheckoutApi.place(body(), page, key);
      // The ordered lines leave the visitor cart (ADR 087); anything else in it stays.
      removeVisitorLines(lines.map((line) => line.symbol));
      onPlaced(placed.redirectUrl);
    } catch (error) {
      setErrors(formErrorsOf(error, t('errorModal.unknownError')));
      // A token is good once (spec §4): a refused form gets a new check.
      captcha.reset();
      setSending(false);
    }
  }

  const addressFields = (prefix: 'billing' | 'delivery', value: Address, set: (a: Address) => void) => (
    <>
      <TextField
        id={`guest-${prefix}-street`}
        label={t('guest.street')}
        required
        autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} street-address`}
        value={value.street}
        onChange={(street) => (set({ ...value, street }), clear(`${prefix}.street`))}
        error={errors[`${prefix}.street`]}
      />
      <div className="guest-checkout__row">
        <TextField
          id={`guest-${prefix}-zip`}
          label={t('guest.zipCode')}
          required
          autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} postal-code`}
          value={value.zipCode}
          onChange={(zipCode) => (set({ ...value, zipCode }), clear(`${prefix}.zipCode`))}
          error={errors[`${prefix}.zipCode`]}
        />
        <TextField
          id={`guest-${prefix}-city`}
          label={t('guest.city')}
          required
          autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} address-level2`}
          value={value.city}
          onChange={(city) => (set({ ...value, city }), clear(`${prefix}.city`))}
          error={errors[`${prefix}.city`]}
        />
      </div>
      <p className="guest-checkout__country">
        {t('guest.country')}: <strong>{countryName}</strong>
      </p>
    </>
  );

  const contactField = (
    field: keyof typeof contact,
    type: 'text' | 'email' | 'tel' = 'text',
    autoComplete?: string,
  ) => (
    <TextField
      id={`guest-${field}`}
      label={t(`guest.${field}`)}
      required
      type={type}
      autoComplete={autoComplete}
      value={contact[field]}
      onChange={(value) => (setContact((c) => ({ ...c, [field]: value })), clear(field))}
      error={errors[field]}
    />
  );

  return (
    <form
      className="guest-checkout"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="guest-checkout-form"
    >
      <p className="guest-checkout__hint" data-testid="guest-hint">
        {t('guest.guestHint')}
      </p>
      <FormAlert message={errors.form ?? null} />
      <section className="guest-checkout__section">
        <h2>{t('guest.lines')}</h2>
        <ul className="guest-checkout__lines">
          {lines.map((line) => (
            <li key={line.symbol} data-testid="guest-line">
              <strong>{line.symbol}</strong> × {format.number(line.amount)}
              {line.description && <span className="guest-checkout__description"> {line.description}</span>}
              {line.lineNet && totals && (
                <span className="guest-checkout__line-net">
                  {' '}
                  {format.price(line.lineNet, totals.currency)}
                </span>
              )}
            </li>
          ))}
        </ul>
        {totals && (
          <dl className="guest-checkout__totals" data-testid="guest-totals">
            <dt>{t('guest.cart.net')}</dt>
            <dd>{format.price(totals.net, totals.currency)}</dd>
            <dt>{t('guest.cart.vat', { rate: totals.vatRate })}</dt>
            <dd>{format.price(totals.vat, totals.currency)}</dd>
            <dt>{t('guest.cart.gross')}</dt>
            <dd>
              <strong>{format.price(totals.gross, totals.currency)}</strong>
            </dd>
          </dl>
        )}
        <p className="guest-checkout__delivery-note">{t('guest.deliveryExtra')}</p>
        {Object.entries(errors)
          .filter(([field]) => field.startsWith('lines'))
          .map(([field, message]) => (
            <p key={field} className="ui-field__error" role="alert">
              {message}
            </p>
          ))}
      </section>
      <section className="guest-checkout__section">
        <h2>{t('guest.contact')}</h2>
        {contactField('email', 'email', 'email')}
        <div className="guest-checkout__row">
          {contactField('firstName', 'text', 'given-name')}
          {contactField('lastName', 'text', 'family-name')}
        </div>
        {contactField('phone', 'tel', 'tel')}
      </section>
      <section className="guest-checkout__section">
        <h2>{t('guest.billing')}</h2>
        {addressFields('billing', billing, setBilling)}
      </section>
      <section className="guest-checkout__section">
        <h2>{t('guest.delivery')}</h2>
        <SelectField
          id="guest-method"
          label={t('orders.details.deliveryMethod')}
          required
          options={methods.map((m) => ({
            value: m.id,
            label: `${m.name} (${format.price(m.cost, m.currency)})`,
          }))}
          value={methodId}
          onChange={(id) => (setMethodId(id), clear('shippingCondition'))}
          error={errors.shippingCondition}
        />
        {method?.isAccessPoint ? (
          <div className="guest-checkout__locker">
            <p data-testid="guest-locker">
              {locker
                ? `${locker.name}, ${locker.street}, ${locker.zipCode} ${locker.city}`
                : t('guest.locker')}
            </p>
            <button
              type="button"
              className="button button--secondary"
              data-testid="guest-locker-choose"
              onClick={() =>
                modals.open(
                  <LockerPicker
                    initialQuery={billing.city}
                    selectedId={locker?.id ?? null}
                    country={page.country}
                    onChoose={(ap) => (setLocker(ap), clear('accessPointId'))}
                  />,
                  { className: 'ui-modal--wide' },
                )
              }
            >
              {t('checkout.locker.title')}
            </button>
            {errors.accessPointId && (
              <p className="ui-field__error" role="alert">
                {errors.accessPointId}
              </p>
            )}
          </div>
        ) : (
          <>
            <Checkbox
              id="guest-same-address"
              label={t('guest.sameAsBilling')}
              checked={sameAsBilling}
              onChange={setSameAsBilling}
            />
            {!sameAsBilling && addressFields('delivery', delivery, setDelivery)}
          </>
        )}
      </section>
      <section className="guest-checkout__section">
        <h2>{t('guest.payment')}</h2>
        <SelectField
          id="guest-payment"
          label={t('orders.details.paymentMethod')}
          required
          options={payments.map((p) => ({ value: p.id, label: p.name }))}
          value={payment}
          onChange={(id) => (setPaymentId(id), clear('paymentId'))}
          error={errors.paymentId}
        />
      </section>
      <Checkbox
        id="guest-terms"
        label={t('guest.terms')}
        required
        checked={terms}
        onChange={(checked) => (setTerms(checked), clear('termsAccepted'))}
        error={errors.termsAccepted}
      />
      <Captcha {...captcha.props} />
      {errors['cf-turnstile-response'] && (
        <p className="ui-field__error" role="alert">
          {errors['cf-turnstile-response']}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary guest-checkout__submit"
        disabled={sending || !captcha.canSubmit}
        data-testid="guest-place"
      >
        {t('guest.place')}
      </button>
    </form>
  );
}
