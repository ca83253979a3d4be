import { formatDate } from '../../../common/format';
import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { layout, type RenderedMail } from '../mail';

/**
 * The two mails of a tender item list (ADR 070), in the language the customer sent it in: the
 * confirmation that the shop has it, and the desk's answer with a link to the list in the
 * customer's profile. The list's title is the customer's text: `layout` escapes it in the HTML.
 */
function render(language: Language, subject: string, paragraphs: string[], url: string): RenderedMail {
  const t = (key: string) => translate(language, key);
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${url}\n\n${t('mail.signature')}\n`,
    html: layout(language, paragraphs, { label: t('tenders.mail.button'), url }),
  };
}

export function tenderListSentMail(
  language: Language,
  list: { id: number; title: string; lineCount: number },
  url: string,
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, `tenders.mail.sent.${key}`, values);
  const values = { id: list.id, title: list.title, count: list.lineCount };
  return render(language, t('subject', values), [t('intro', values), t('next')], url);
}

export function tenderListAnsweredMail(
  language: Language,
  list: { id: number; title: string; validUntil: string; note: string | null },
  url: string,
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, `tenders.mail.answered.${key}`, values);
  const values = {
    id: list.id,
    title: list.title,
    date: formatDate(`${list.validUntil}T12:00:00Z`, language),
  };
  const paragraphs = [t('intro', values), t('validity', values)];
  if (list.note) paragraphs.push(t('note', { note: list.note }));
  return render(language, t('subject', values), paragraphs, url);
}
