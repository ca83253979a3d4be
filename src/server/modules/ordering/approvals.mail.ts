import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { layout, type RenderedMail } from '../mail';

function mail(
  language: Language,
  key: 'request' | 'rejected',
  values: Record<string, string>,
  url: string,
  extra: string[] = [],
): RenderedMail {
  const t = (k: string) => translate(language, `approvals.mail.${key}.${k}`, values);
  const paragraphs = [t('intro'), ...extra];
  return {
    subject: t('subject'),
    text: `${paragraphs.join('\n\n')}\n\n${url}\n\n${translate(language, 'mail.signature')}\n`,
    html: layout(language, paragraphs, { label: t('button'), url }),
  };
}

/** To an approver: a colleague's order waits for them (the link opens /profile/approvals). */
export function approvalRequestMail(
  language: Language,
  values: { orderNumber: string; buyer: string; total: string },
  url: string,
): RenderedMail {
  return mail(language, 'request', values, url);
}

/** To the buyer: their order was rejected, with the approver's comment. */
export function approvalRejectedMail(
  language: Language,
  values: { orderNumber: string; approver: string; comment: string },
  url: string,
): RenderedMail {
  return mail(language, 'rejected', values, url, [values.comment]);
}
