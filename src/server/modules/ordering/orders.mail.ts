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
