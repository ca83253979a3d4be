import { useRef, useState, type KeyboardEvent } from 'react';
import { CONTACT_PAGE_KINDS, type ShopContact } from '../../../../common/enquiries';
import { EnquiryForm, type EnquiryProduct } from '../../../features/enquiries/enquiry-form';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

type ContactKind = (typeof CONTACT_PAGE_KINDS)[number];

export interface ContactPageData {
  contact: ShopContact;
  form: ContactKind;
  product: EnquiryProduct | null;
  part: string | null;
}

/** A weekday's name in the page's language (1 = Monday): 1 January 2024 was a Monday. */
function weekday(language: string, day: number): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/**
 * /contact/ (spec §2, issue 20): the phone, e-mail and opening hours of the market's customer
 * service, and the standard, delivery and error forms as tabs; a product's enquiry when the page
 * was opened from "Ask about product" without scripts.
 */
export function ContactPage({ data, locale }: PageProps<ContactPageData>) {
  const t = useT();
  const [kind, setKind] = useState<ContactKind>(data.form);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const { contact } = data;

  // WAI-ARIA tabs: arrows move between the forms, Home and End to the first and last.
  const onKey = (event: KeyboardEvent, index: number) => {
    const last = CONTACT_PAGE_KINDS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setKind(CONTACT_PAGE_KINDS[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <article className="contact-page" data-testid="contact-page">
      <section className="contact-page__details" aria-labelledby="contact-details">
        <h1>{t('enquiries.contact.title')}</h1>
        <p>{t('enquiries.contact.intro')}</p>
        <h2 id="contact-details">{t('enquiries.contact.details')}</h2>
        <dl>
          <dt>{t('enquiries.contact.phone')}</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/\s/g, '')}`} data-testid="contact-phone">
              {contact.phone}
            </a>
          </dd>
          <dt>{t('enquiries.contact.email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`} data-testid="contact-email">
              {contact.email}
            </a>
          </dd>
        </dl>
        <h2>{t('enquiries.contact.hours')}</h2>
        <ul className="contact-page__hours">
          {contact.hours.map((h) => (
            <li key={`${h.days.join('-')}${h.from}`}>
              {weekday(locale.language, h.days[0])} – {weekday(locale.language, h.days[1])}: {h.from}–{h.to}
            </li>
          ))}
        </ul>
        <p className="muted">{t('enquiries.contact.hoursZone', { zone: contact.timeZone })}</p>
        <p>{t('enquiries.contact.technical')}</p>
      </section>

      <section className="contact-page__forms" aria-labelledby="contact-forms">
        {data.product ? (
          <>
            <h2 id="contact-forms">{t('enquiries.drawer.product', { symbol: data.product.symbol })}</h2>
            <EnquiryForm kind="product" product={data.product} />
          </>
        ) : (
          <>
            <h2 id="contact-forms">{t('enquiries.contact.forms')}</h2>
            <div className="contact-page__tabs" role="tablist" aria-labelledby="contact-forms">
              {CONTACT_PAGE_KINDS.map((k, index) => (
                <button
                  key={k}
                  ref={(element) => {
                    tabs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`contact-tab-${k}`}
                  aria-selected={k === kind}
                  aria-controls="contact-panel"
                  tabIndex={k === kind ? 0 : -1}
                  className="button contact-page__tab"
                  onClick={() => setKind(k)}
                  onKeyDown={(event) => onKey(event, index)}
                >
                  {t(`enquiries.contact.kinds.${k}`)}
                </button>
              ))}
            </div>
            <div id="contact-panel" role="tabpanel" aria-labelledby={`contact-tab-${kind}`}>
              <p>{t(`enquiries.contact.intros.${kind}`)}</p>
              {/* A form per kind (key): switching tabs starts that form afresh with its own captcha. */}
              <EnquiryForm
                key={kind}
                kind={kind}
                initialMessage={kind === 'standard' && data.part ? `${data.part}\n` : ''}
              />
            </div>
          </>
        )}
      </section>
    </article>
  );
}
