import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { escapeHtml, type RenderedMail } from '../mail';

/**
 * The two mails of an enquiry (ADR 066): its confirmation to the sender and the desk's answer, in
 * the language the enquiry was written in. Both quote the sender's own words, which are anybody's
 * text: escaped in the HTML part and kept as written (line breaks included) in both parts.
 */
function render(
  language: Language,
  subject: string,
  paragraphs: string[],
  quoteLabel: string,
  quote: string,
): RenderedMail {
  const signature = translate(language, 'mail.signature');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1d2733;max-width:560px;margin:0 auto;padding:24px">
${paragraphs.map((p) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:16px 0 4px;color:#5c6773">${escapeHtml(quoteLabel)}</p>
<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #c5cdd6;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>
<p style="margin:32px 0 0;color:#5c6773;font-size:13px">${escapeHtml(signature)}</p>
</body></html>`;
  const quoted = quote
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${quoteLabel}\n${quoted}\n\n${signature}\n`,
    html,
  };
}

export function enquiryConfirmationMail(
  language: Language,
  enquiry: { id: number; message: string; productSymbol: string | null },
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  const paragraphs = [t('enquiries.mail.confirmation.intro')];
  if (enquiry.productSymbol)
    paragraphs.push(t('enquiries.mail.confirmation.product', { symbol: enquiry.productSymbol }));
  return render(
    language,
    t('enquiries.mail.confirmation.subject', { id: enquiry.id }),
    paragraphs,
    t('enquiries.mail.confirmation.copy'),
    enquiry.message,
  );
}

export function enquiryReplyMail(
  language: Language,
  enquiry: { id: number; message: string },
  answer: string,
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  return render(
    language,
    t('enquiries.mail.reply.subject', { id: enquiry.id }),
    [t('enquiries.mail.reply.intro'), answer],
    t('enquiries.mail.reply.original'),
    enquiry.message,
  );
}

/** The customer's confirmation of a question to a marketplace seller (ADR 072), in the customer's language. */
export function marketplaceConfirmationMail(
  language: Language,
  enquiry: { id: number; message: string; subject: string; productSymbol: string; seller: string },
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  return render(
    language,
    t('marketplace.mail.confirmation.subject', { id: enquiry.id }),
    [
      t('marketplace.mail.confirmation.intro', { seller: enquiry.seller, symbol: enquiry.productSymbol }),
      t('marketplace.mail.confirmation.subjectLine', { subject: enquiry.subject }),
    ],
    t('enquiries.mail.confirmation.copy'),
    enquiry.message,
  );
}

/**
 * The question as the seller gets it, in the seller's language: who asks (the company and its
 * address, which is the mail's Reply-To), about which product, and the customer's words quoted.
 */
export function marketplaceForwardMail(
  language: Language,
  enquiry: {
    id: number;
    message: string;
    subject: string;
    productSymbol: string;
    company: string;
    email: string;
  },
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  return render(
    language,
    t('marketplace.mail.forward.subject', {
      id: enquiry.id,
      symbol: enquiry.productSymbol,
      subject: enquiry.subject,
    }),
    [
      t('marketplace.mail.forward.intro', { company: enquiry.company, symbol: enquiry.productSymbol }),
      t('marketplace.mail.forward.replyTo', { email: enquiry.email }),
      t('marketplace.mail.confirmation.subjectLine', { subject: enquiry.subject }),
    ],
    t('marketplace.mail.forward.question'),
    enquiry.message,
  );
}
