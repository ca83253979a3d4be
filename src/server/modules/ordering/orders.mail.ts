import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { layout, type RenderedMail } from '../mail';

/** The short note that an order was cancelled (and its reserved products went back on sale). */
export function orderCancelledMail(language: Language, orderNumber: string, statusUrl: string): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  const paragraphs = [t('orders.mail.cancelled.intro', { orderNumber }), t('orders.mail.cancelled.notYou')];
  return {
    subject: t('orders.mail.cancelled.subject', { orderNumber }),
    text: `${paragraphs.join('\n\n')}\n\n${statusUrl}\n\n${t('mail.signature')}\n`,
    html: layout(language, paragraphs, { label: t('orders.mail.cancelled.button'), url: statusUrl }),
  };
}

/** The note that an order left the warehouse, with the parcel's tracking (issue 19, ADR 080). */
export function orderShippedMail(
  language: Language,
  orderNumber: string,
  parcel: { carrierName: string; trackingNumber: string; trackingUrl: string | null },
  statusUrl: string,
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  const paragraphs = [
    t('orders.mail.shipped.intro', { orderNumber, carrier: parcel.carrierName }),
    t('orders.mail.shipped.tracking', { trackingNumber: parcel.trackingNumber }),
    ...(parcel.trackingUrl ? [parcel.trackingUrl] : []),
    t('orders.mail.shipped.documents'),
  ];
  return {
    subject: t('orders.mail.shipped.subject', { orderNumber }),
    text: `${paragraphs.join('\n\n')}\n\n${statusUrl}\n\n${t('mail.signature')}\n`,
    html: layout(language, paragraphs, {
      label: t('orders.mail.shipped.button'),
      url: parcel.trackingUrl ?? statusUrl,
    }),
  };
}
