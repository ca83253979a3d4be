import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { layout, type RenderedMail } from '../mail';

/** The order request, to the company's main contact person, with the link of its wizard. */
export function orderRequestMail(
  language: Language,
  url: string,
  order: { orderNumber: string; company: string; requestedBy: string; total: string; note: string | null },
  hours: number,
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, `orderRequests.mail.${key}`, values);
  const paragraphs = [
    t('intro', order),
    t('total', order),
    ...(order.note ? [t('note', { note: order.note })] : []),
    t('expiry', { hours }),
    t('ignore'),
  ];
  return {
    subject: t('subject', order),
    text: `${paragraphs.join('\n\n')}\n\n${url}\n\n${translate(language, 'mail.signature')}\n`,
    html: layout(language, paragraphs, { label: t('button'), url }),
  };
}

/** The colleague who asked learns that the order was cancelled, and why. */
export function orderRequestCancelledMail(
  language: Language,
  order: { orderNumber: string; company: string; reason: string },
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, `orderRequests.cancelledMail.${key}`, values);
  const paragraphs = [t('intro', order), t('reason', order)];
  return {
    subject: t('subject', order),
    text: `${paragraphs.join('\n\n')}\n\n${translate(language, 'mail.signature')}\n`,
    html: layout(language, paragraphs),
  };
}
