import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { layout, type RenderedMail } from '../mail';

/** The mail with a company-change or acceptance wizard's link, to the company's main contact person. */
export function wizardLinkMail(
  language: Language,
  kind: 'company_change' | 'acceptance',
  url: string,
  company: string,
  requestedBy: string,
  hours: number,
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, `wizards.mail.${kind}.${key}`, values);
  const paragraphs = [
    t('intro', { company, requestedBy }),
    translate(language, 'wizards.mail.expiry', { hours }),
    translate(language, 'wizards.mail.ignore'),
  ];
  return {
    subject: t('subject', { company }),
    text: `${paragraphs[0]}\n\n${url}\n\n${paragraphs.slice(1).join('\n\n')}\n\n${translate(language, 'mail.signature')}\n`,
    html: layout(language, paragraphs, { label: t('button'), url }),
  };
}

/** An invoice issued to the customer, with a link that opens only that document (/login-by-document). */
export function documentLinkMail(
  language: Language,
  url: string,
  document: { number: string; company: string },
  days: number,
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, `wizards.documentMail.${key}`, values);
  const paragraphs = [t('intro', document), t('expiry', { days })];
  return {
    subject: t('subject', document),
    text: `${paragraphs[0]}\n\n${url}\n\n${paragraphs[1]}\n\n${translate(language, 'mail.signature')}\n`,
    html: layout(language, paragraphs, { label: t('button'), url }),
  };
}
