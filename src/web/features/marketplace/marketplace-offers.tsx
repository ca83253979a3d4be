import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  MARKETPLACE_MESSAGE_MAX,
  MARKETPLACE_SUBJECT_MAX,
  type MarketplaceFrontConstraints,
  type ProductMarketplace,
} from '../../../common/marketplace';
import { ApiError } from '../../lib/api';
import { problemsOf, requiredEmailProblem, requiredTextProblem } from '../../lib/form-checks';
import { fieldErrorsOf } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useRootData } from '../../lib/root-data';
import { useFormat } from '../../lib/use-format';
import { FormAlert, TextArea, TextField } from '../../ui/form';
import { marketplaceApi } from './marketplace-api';
import './marketplace.css';

const noSubscription = () => () => {};

/**
 * The marketplace offers of a product page (issue 20, ADR 072): each seller's stock, dispatch time
 * and price breaks, and "Ask the seller", which opens the question form under the offers. Visitors
 * are asked to log in; persons and ZBL accounts get the server's company-only message (spec §6).
 */
export function MarketplaceOffers({
  data,
  unit,
  locale,
}: {
  data: ProductMarketplace;
  /** The unit's short plural ("pcs"), after stock figures. */
  unit: string;
  locale: Locale;
}) {
  const t = useT();
  const format = useFormat();
  const { customer } = useRootData();
  const [asking, setAsking] = useState<{ id: number; name: string } | null>(null);
  const openers = useRef(new Map<number, HTMLButtonElement>());
  // This block hydrates when its lazy chunk has loaded, after the page: it says when its buttons work.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const close = () => {
    const seller = asking;
    setAsking(null);
    // Focus goes back to the button that opened the form.
    if (seller) openers.current.get(seller.id)?.focus();
  };

  return (
    <section
      className="product-section marketplace"
      aria-labelledby="marketplace-title"
      data-testid="marketplace"
      data-ready={ready}
    >
      <h2 id="marketplace-title">{t('marketplace.offers.title')}</h2>
      <p className="muted">{t('marketplace.offers.intro')}</p>
      {data.offers.length === 0 ? (
        <p>{t('marketplace.offers.none')}</p>
      ) : (
        <ul className="marketplace__offers">
          {data.offers.map((offer) => (
            <li key={offer.sellerId} className="marketplace__offer" data-testid="marketplace-offer">
              <h3 className="marketplace__seller">
                {offer.seller.name} <span className="muted">({offer.seller.country.toUpperCase()})</span>
              </h3>
              <dl className="marketplace__facts">
                <div>
                  <dt>{t('marketplace.offers.stock')}</dt>
                  <dd>
                    {format.number(offer.stock)} {unit}
                  </dd>
                </div>
                <div>
                  <dt>{t('marketplace.offers.leadTime')}</dt>
                  <dd>{t('marketplace.offers.leadTimeDays', { count: offer.leadTimeDays })}</dd>
                </div>
              </dl>
              {offer.minimumQuantity > 1 && (
                <p className="muted">
                  {t('marketplace.offers.minimum', { amount: format.number(offer.minimumQuantity) })}
                </p>
              )}
              {offer.priceBreaks.length === 0 ? (
                <p className="muted">{t('marketplace.offers.onRequest')}</p>
              ) : (
                <table className="marketplace__prices">
                  <caption>
                    {t('marketplace.offers.prices', {
                      type: offer.type === 'GROSS' ? t('product.gross') : t('product.net'),
                      currency: offer.currency,
                    })}
                  </caption>
                  <tbody>
                    {offer.priceBreaks.map((b) => (
                      <tr key={b.amount}>
                        <th scope="row">
                          {t('marketplace.offers.from', { amount: format.number(b.amount) })}
                        </th>
                        <td>{format.price(b.price, offer.currency, offer.precision)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {customer ? (
                <button
                  type="button"
                  className="button"
                  ref={(node) => {
                    if (node) openers.current.set(offer.sellerId, node);
                    else openers.current.delete(offer.sellerId);
                  }}
                  aria-expanded={asking?.id === offer.sellerId}
                  aria-controls="marketplace-question"
                  onClick={() => setAsking({ id: offer.sellerId, name: offer.seller.name })}
                  data-testid="marketplace-ask"
                >
                  {t('marketplace.offers.askSeller', { seller: offer.seller.name })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {!customer && data.offers.length > 0 && (
        <p>
          <a href={localHref(locale, 'login')}>{t('marketplace.offers.loginToAsk')}</a>
        </p>
      )}
      <div id="marketplace-question">
        {asking && (
          <MarketplaceQuestionForm key={asking.id} symbol={data.symbol} seller={asking} onClose={close} />
        )}
      </div>
    </section>
  );
}

const FORM_FIELDS = ['subject', 'message', 'clientEmail'];

interface Values {
  subject: string;
  message: string;
  clientEmail: string;
}

/**
 * A company's question to one seller (spec §7 marketplace front-constraints and send). The form
 * asks the server first: its limits, and whether this account may ask at all (401, or 403 with the
 * company-only message for persons and ZBL accounts, shown instead of the fields).
 */
export function MarketplaceQuestionForm({
  symbol,
  seller,
  onClose,
}: {
  symbol: string;
  seller: { id: number; name: string };
  onClose: () => void;
}) {
  const t = useT();
  const formId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [constraints, setConstraints] = useState<MarketplaceFrontConstraints | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [values, setValues] = useState<Values>({ subject: '', message: '', clientEmail: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ id: number; email: string } | null>(null);

  useEffect(() => {
    heading.current?.focus();
    let cancelled = false;
    marketplaceApi.frontConstraints(symbol).then(
      (answer) => {
        if (cancelled) return;
        setConstraints(answer);
        setValues((v) => ({ ...v, clientEmail: v.clientEmail || answer.email }));
      },
      (error: unknown) => {
        if (!cancelled)
          setRefusal(
            error instanceof ApiError && error.body.message
              ? error.body.message
              : t('errorModal.unknownError'),
          );
      },
    );
    return () => {
      cancelled = true;
    };
  }, [symbol, t]);

  const subjectMax = constraints?.subjectMax ?? MARKETPLACE_SUBJECT_MAX;
  const messageMax = constraints?.messageMax ?? MARKETPLACE_MESSAGE_MAX;

  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  /** The contract's rules, said before the round trip. */
  function check(): Record<string, string> {
    return problemsOf({
      subject: requiredTextProblem(t, values.subject, subjectMax),
      message: requiredTextProblem(t, values.message, messageMax),
      clientEmail: requiredEmailProblem(t, values.clientEmail),
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = check();
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormMessage(null);
      return;
    }
    setSending(true);
    setFormMessage(null);
    try {
      const answer = await marketplaceApi.send({
        productSymbol: symbol,
        sellerId: seller.id,
        subject: values.subject.trim(),
        message: values.message.trim(),
        clientEmail: values.clientEmail.trim(),
      });
      setSent({ id: answer.id, email: values.clientEmail.trim() });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      // Refusals of what the form has no field for (the seller, the product) are said above it.
      const other = Object.entries(fields)
        .filter(([field]) => !FORM_FIELDS.includes(field))
        .map(([, message]) => message);
      setFormMessage(
        Object.keys(fields).length > 0
          ? [t('marketplace.form.toast'), ...other].join('\n')
          : error instanceof ApiError && error.body.message
            ? error.body.message
            : t('marketplace.form.toast'),
      );
    } finally {
      setSending(false);
    }
  }

  const field = (name: string) => `${formId}-${name}`;
  return (
    <div className="marketplace__question" data-testid="marketplace-question">
      <h3 ref={heading} tabIndex={-1}>
        {t('marketplace.form.title', { seller: seller.name })}
      </h3>
      <p className="muted">{t('marketplace.form.product', { symbol })}</p>
      {sent ? (
        <div role="status" className="marketplace__sent" data-testid="marketplace-sent">
          <p>
            <strong>{t('marketplace.form.sentTitle', { seller: seller.name })}</strong>
          </p>
          <p>{t('marketplace.form.sentText', { id: sent.id, email: sent.email })}</p>
          <button type="button" className="button" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      ) : refusal ? (
        <>
          <p role="alert" className="marketplace__refusal" data-testid="marketplace-refusal">
            {refusal}
          </p>
          <button type="button" className="button" onClick={onClose}>
            {t('common.close')}
          </button>
        </>
      ) : !constraints ? (
        <p role="status">{t('marketplace.form.loading')}</p>
      ) : (
        <form className="marketplace__form" noValidate onSubmit={(event) => void submit(event)}>
          <FormAlert message={formMessage} />
          <TextField
            id={field('subject')}
            label={t('marketplace.form.subject')}
            required
            value={values.subject}
            onChange={set('subject')}
            maxLength={subjectMax}
            error={errors.subject}
          />
          <TextArea
            id={field('message')}
            label={t('marketplace.form.message')}
            required
            value={values.message}
            onChange={set('message')}
            maxLength={messageMax}
            showCounter
            rows={6}
            error={errors.message}
          />
          <TextField
            id={field('email')}
            type="email"
            label={t('marketplace.form.email')}
            hint={t('marketplace.form.emailHint')}
            required
            value={values.clientEmail}
            onChange={set('clientEmail')}
            autoComplete="email"
            error={errors.clientEmail}
          />
          <div className="marketplace__actions">
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? t('marketplace.form.sending') : t('marketplace.form.send')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('marketplace.form.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
