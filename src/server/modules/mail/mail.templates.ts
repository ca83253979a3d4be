import { formatDate, formatPrice } from '../../../common/format';
import { translate } from '../../../common/i18n';
import { isCurrency, type Grouping, type Language } from '../../../common/markets';

/** A mail ready to send: plain text for every client, HTML for the ones that show it. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function layout(
  language: Language,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const t = (key: string) => escapeHtml(translate(language, key));
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0b5cad;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1d2733;max-width:560px;margin:0 auto;padding:24px">
${body}
${button}
<p style="margin:32px 0 0;color:#5c6773;font-size:13px">${t('mail.signature')}</p>
</body></html>`;
}

export function verificationCodeMail(language: Language, code: string, minutes: number): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  const paragraphs = [
    t('mail.verification.intro'),
    t('mail.verification.code', { code }),
    t('mail.verification.expiry', { minutes }),
    t('mail.verification.ignore'),
  ];
  return {
    subject: t('mail.verification.subject', { code }),
    text: `${paragraphs.join('\n\n')}\n\n${t('mail.signature')}\n`,
    html: layout(language, paragraphs),
  };
}

export function passwordResetMail(language: Language, url: string, minutes: number): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  const paragraphs = [
    t('mail.passwordReset.intro'),
    t('mail.passwordReset.expiry', { minutes }),
    t('mail.passwordReset.ignore'),
  ];
  return {
    subject: t('mail.passwordReset.subject'),
    text: `${paragraphs[0]}\n\n${url}\n\n${paragraphs.slice(1).join('\n\n')}\n\n${t('mail.signature')}\n`,
    html: layout(language, paragraphs, { label: t('mail.passwordReset.button'), url }),
  };
}

export function welcomeMail(language: Language, customerNumber: string, loginUrl: string): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  const paragraphs = [t('mail.welcome.intro'), t('mail.welcome.customerNumber', { customerNumber })];
  return {
    subject: t('mail.welcome.subject'),
    text: `${paragraphs.join('\n\n')}\n\n${loginUrl}\n\n${t('mail.signature')}\n`,
    html: layout(language, paragraphs, { label: t('mail.welcome.button'), url: loginUrl }),
  };
}

export function passwordChangedMail(language: Language): RenderedMail {
  const t = (key: string) => translate(language, key);
  const paragraphs = [t('mail.passwordChanged.intro'), t('mail.passwordChanged.notYou')];
  return {
    subject: t('mail.passwordChanged.subject'),
    text: `${paragraphs.join('\n\n')}\n\n${t('mail.signature')}\n`,
    html: layout(language, paragraphs),
  };
}

export function invitationMail(
  language: Language,
  url: string,
  company: string,
  hours: number,
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  const paragraphs = [t('mail.invitation.intro', { company }), t('mail.invitation.expiry', { hours })];
  return {
    subject: t('mail.invitation.subject', { company }),
    text: `${paragraphs[0]}\n\n${url}\n\n${paragraphs[1]}\n\n${t('mail.signature')}\n`,
    html: layout(language, paragraphs, { label: t('mail.invitation.button'), url }),
  };
}

/** The e-invoice activation link goes to the address that is to receive the invoices. */
export function einvoiceActivationMail(
  language: Language,
  url: string,
  company: string,
  email: string,
  hours: number,
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  const paragraphs = [
    t('accounts.einvoice.mail.intro', { company, email }),
    t('accounts.einvoice.mail.expiry', { hours }),
    t('accounts.einvoice.mail.ignore'),
  ];
  return {
    subject: t('accounts.einvoice.mail.subject', { company }),
    text: `${paragraphs[0]}\n\n${url}\n\n${paragraphs.slice(1).join('\n\n')}\n\n${t('mail.signature')}\n`,
    html: layout(language, paragraphs, { label: t('accounts.einvoice.mail.button'), url }),
  };
}

export interface OrderConfirmationInput {
  orderNumber: string;
  lines: Array<{
    symbol: string;
    amount: number;
    lineNet: string;
    /** A product outside the range (ADR 056): its description and lead time. */
    outOfRange?: { description: string; leadTimeDays: number } | null;
    /** A back-ordered line (ADR 077): what ships from stock and what follows, with both days. */
    split?: { now: number; later: number; stockDay: string; laterDay: string } | null;
  }>;
  /** Complete delivery or what is ready first: said when a line is back-ordered. */
  completeness?: 'complete' | 'partial';
  currency: string;
  /** Digit grouping of the buyer's market. */
  grouping: Grouping;
  net: string;
  vat: string;
  gross: string;
  deliveryCost: string;
  deliveryMethod: string;
  paymentMethod: string;
  statusUrl: string;
  /** The operator's page while an online payment is due. */
  payUrl: string | null;
  /** A guest's order (ADR 083): the mail offers an account made from the order's details. */
  accountOffer?: boolean;
}

/** Sent when an order is placed (checkout); keys under checkout.mail. */
export function orderConfirmationMail(language: Language, o: OrderConfirmationInput): RenderedMail {
  const t = (key: string, values = {}) => translate(language, `checkout.mail.${key}`, values);
  // As the shop shows money (spec §9): grouped, at the currency's precision (whole forints).
  const money = (value: string) =>
    isCurrency(o.currency)
      ? formatPrice(value, o.currency, { grouping: o.grouping })
      : `${value} ${o.currency}`;
  const lines = o.lines.map((l) => {
    const line = t('line', { symbol: l.symbol, amount: l.amount, net: money(l.lineNet) });
    if (l.split) {
      const day = (d: string) => formatDate(d, language);
      const b = (key: string, values: Record<string, string | number>) =>
        translate(language, `backorders.split.${key}`, values);
      return `${line} (${b('now', { count: l.split.now, day: day(l.split.stockDay) })}; ${b('later', { count: l.split.later, day: day(l.split.laterDay) })})`;
    }
    // A product outside the range (ADR 056) says what it is and when it ships: it has no stock.
    if (!l.outOfRange) return line;
    const badge = translate(language, 'offers.outOfRange.badge');
    const lead = translate(language, 'offers.outOfRange.leadTime', { days: l.outOfRange.leadTimeDays });
    return `${line} (${badge}: ${l.outOfRange.description}; ${lead})`;
  });
  // Complete delivery waits for the latest back-ordered line.
  const lastDay = o.lines
    .flatMap((l) => (l.split ? [l.split.laterDay] : []))
    .sort()
    .at(-1);
  const paragraphs = [
    t('intro', { orderNumber: o.orderNumber }),
    lines.join('\n'),
    ...(lastDay
      ? [
          o.completeness === 'complete'
            ? translate(language, 'backorders.split.completeNote', { day: formatDate(lastDay, language) })
            : translate(language, 'backorders.split.partialNote'),
        ]
      : []),
    t('delivery', { method: o.deliveryMethod, cost: money(o.deliveryCost) }),
    t('payment', { method: o.paymentMethod }),
    t('totals', { net: money(o.net), vat: money(o.vat), gross: money(o.gross) }),
    o.payUrl ? t('payNow') : t('statusInfo'),
    ...(o.accountOffer ? [translate(language, 'guest.mail.account'), o.statusUrl] : []),
  ];
  const action = o.payUrl
    ? { label: t('payButton'), url: o.payUrl }
    : { label: t('statusButton'), url: o.statusUrl };
  return {
    subject: t('subject', { orderNumber: o.orderNumber }),
    text: `${paragraphs.join('\n\n')}\n\n${action.url}\n\n${translate(language, 'mail.signature')}\n`,
    html: layout(language, paragraphs, action).replace(
      /<p style="margin:0 0 16px">([^<]*\n[^<]*)<\/p>/g,
      (_m, inner: string) => `<p style="margin:0 0 16px">${inner.replace(/\n/g, '<br>')}</p>`,
    ),
  };
}

/** Sent when every back-ordered unit of an order's lines arrived (ADR 077); keys under backorders.mail. */
export function backorderArrivedMail(
  language: Language,
  o: {
    orderNumber: string;
    lines: Array<{ symbol: string; amount: number; backordered: number }>;
    statusUrl: string;
  },
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, `backorders.mail.${key}`, values);
  const paragraphs = [
    t('intro', { orderNumber: o.orderNumber }),
    o.lines.map((l) => t('line', l)).join('\n'),
    t('outro'),
  ];
  const action = { label: t('button'), url: o.statusUrl };
  return {
    subject: t('subject', { orderNumber: o.orderNumber }),
    text: `${paragraphs.join('\n\n')}\n\n${action.url}\n\n${translate(language, 'mail.signature')}\n`,
    html: layout(language, paragraphs, action).replace(
      /<p style="margin:0 0 16px">([^<]*\n[^<]*)<\/p>/g,
      (_m, inner: string) => `<p style="margin:0 0 16px">${inner.replace(/\n/g, '<br>')}</p>`,
    ),
  };
}

/** One fired stock or price alert as its mail tells it (the price already formatted in its currency). */
export interface FiredAlertLine {
  kind: 'stock' | 'price' | 'withdrawn' | 'list_available';
  /** The product's symbol; for a list alert, the list's name. */
  symbol: string;
  description: string;
  stock: number;
  /** price alerts: the unit price now, formatted; others null. */
  price: string | null;
  quantity: number | null;
  /** A one-time alert is closed by this mail. */
  once: boolean;
  /** A list alert: the list on the public origin (`stock` is then its item count). */
  url?: string;
}

/**
 * The customer's alerts that fired in one run, in one mail (a digest: an import that brings back
 * fifty products a customer waits for sends one mail, not fifty). `manageUrl` is on the public origin.
 */
export function alertsMail(language: Language, lines: FiredAlertLine[], manageUrl: string): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  const said = lines.map((line) =>
    t(line.kind === 'list_available' ? 'alerts.mail.listAvailable' : `alerts.mail.${line.kind}`, {
      name: line.symbol,
      url: line.url ?? '',
      symbol: line.symbol,
      description: line.description,
      stock: line.stock,
      price: line.price ?? '',
      quantity: line.quantity ?? '',
    }),
  );
  const paragraphs = [
    t('alerts.mail.intro'),
    ...said,
    ...(lines.some((l) => l.once) ? [t('alerts.mail.once')] : []),
    t('alerts.mail.manage'),
  ];
  const [first] = lines;
  return {
    subject:
      lines.length === 1 && first
        ? t('alerts.mail.subjectOne', { symbol: first.symbol })
        : t('alerts.mail.subject', { count: lines.length }),
    text: `${paragraphs.join('\n\n')}\n\n${manageUrl}\n\n${t('mail.signature')}\n`,
    html: layout(language, paragraphs, { label: t('alerts.mail.button'), url: manageUrl }),
  };
}

/** A quote is about to expire (the rfq expiry job, ADR 051); keys under rfq.expiryMail. */
export function rfqExpiryMail(
  language: Language,
  quote: { number: string; title: string; validUntil: string; openLines: number; url: string },
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  const values = { number: quote.number, title: quote.title, date: quote.validUntil, count: quote.openLines };
  const paragraphs = [t('rfq.expiryMail.intro', values), t('rfq.expiryMail.open', values)];
  return {
    subject: t('rfq.expiryMail.subject', values),
    text: `${paragraphs.join('\n\n')}\n\n${quote.url}\n\n${t('mail.signature')}\n`,
    html: layout(language, paragraphs, { label: t('rfq.expiryMail.button'), url: quote.url }),
  };
}

/** The double opt-in's confirmation (issue 20, ADR 067): one link, from the public origin only. */
export function newsletterConfirmMail(language: Language, url: string, hours: number): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  const paragraphs = [t('newsletter.mail.confirmIntro')];
  const after = [t('newsletter.mail.confirmExpiry', { hours }), t('newsletter.mail.confirmIgnore')];
  return {
    subject: t('newsletter.mail.confirmSubject'),
    text: `${paragraphs.join('\n\n')}\n\n${url}\n\n${after.join('\n\n')}\n\n${t('mail.signature')}\n`,
    html: layout(language, [...paragraphs, ...after], { label: t('newsletter.mail.confirmButton'), url }),
  };
}

/**
 * A newsletter issue: the staff's plain text (escaped: it is never HTML), paragraphs split on empty
 * lines, with the preferences and unsubscribe links in every mail.
 */
export function newsletterIssueMail(
  language: Language,
  issue: { subject: string; body: string },
  links: { preferences: string; unsubscribe: string },
): RenderedMail {
  const t = (key: string, values = {}) => translate(language, key, values);
  const paragraphs = issue.body
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  const footer = [
    t('newsletter.mail.footer'),
    t('newsletter.mail.preferences', { url: links.preferences }),
    t('newsletter.mail.unsubscribe', { url: links.unsubscribe }),
  ];
  const linkHtml = (label: string, url: string) =>
    `<a href="${escapeHtml(url)}" style="color:#5c6773">${escapeHtml(label)}</a>`;
  const html = layout(language, paragraphs).replace(
    '</body></html>',
    `<p style="margin:24px 0 0;color:#5c6773;font-size:12px">${escapeHtml(footer[0]!)}<br>${linkHtml(
      t('newsletter.preferences.title'),
      links.preferences,
    )} · ${linkHtml(t('newsletter.unsubscribe.button'), links.unsubscribe)}</p>
</body></html>`,
  );
  return {
    subject: issue.subject,
    text: `${paragraphs.join('\n\n')}\n\n${t('mail.signature')}\n\n--\n${footer.join('\n')}\n`,
    html,
  };
}
