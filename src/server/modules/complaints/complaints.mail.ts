/**
 * The mails of a complaint, one per change, in the filer's language (ADR 065): filed, under review,
 * awaiting the goods (with the return instructions), accepted (refund with the corrective invoice's
 * number, or replacement; the RMA number and return instructions), rejected (with the reason).
 */
import { formatDate } from '../../../common/format';
import { translate } from '../../../common/i18n';
import type { ComplaintResolution, ComplaintState } from '../../../common/complaints';
import type { Language } from '../../../common/markets';
import { layout, type RenderedMail } from '../mail';

/** Where returned goods go (the shop's one warehouse; ADR 065). */
export const RETURN_ADDRESS =
  'Component Shop sp. z o.o., Zwroty / Returns, ul. Elektronowa 12, 90-001 Łódź, Poland';

export function returnInstructions(language: Language, rma: string): string {
  return translate(language, 'complaints.returnInstructions', { rma, address: RETURN_ADDRESS });
}

export interface ComplaintMailInput {
  state: ComplaintState;
  rma: string;
  invoiceNumber: string;
  path: string;
  answerBy: string;
  autoAccept: boolean;
  resolution: ComplaintResolution | null;
  /** Goods go back with this resolution (a refund or a replacement of a withdrawal or a damaged part). */
  goodsBack: boolean;
  correctionNumber: string | null;
  rejectionReason: string | null;
  message: string | null;
  /** Accepted by the passing of the deadline. */
  auto: boolean;
  answerDays: number;
  url: string;
}

export function complaintMail(language: Language, c: ComplaintMailInput): RenderedMail {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(language, `complaints.${key}`, values);
  const values = {
    rma: c.rma,
    invoice: c.invoiceNumber,
    path: t(`path.${c.path}`),
    date: formatDate(`${c.answerBy}T12:00:00Z`, language),
    correction: c.correctionNumber ?? '',
    reason: c.rejectionReason ?? '',
    message: c.message ?? '',
    days: c.answerDays,
  };
  const paragraphs = [t(`mail.${c.state}.intro`, values)];
  if (c.state === 'new') paragraphs.push(t(c.autoAccept ? 'mail.answerByAuto' : 'mail.answerBy', values));
  if (c.state === 'accepted') {
    if (c.auto) paragraphs.push(t('mail.accepted.auto', values));
    if (c.resolution === 'refund')
      paragraphs.push(t(c.correctionNumber ? 'mail.accepted.refund' : 'mail.accepted.refundPending', values));
    if (c.resolution === 'replacement') paragraphs.push(t('mail.accepted.replacement', values));
  }
  if (c.state === 'rejected' && c.rejectionReason) paragraphs.push(t('mail.rejected.reason', values));
  if (c.message) paragraphs.push(t('mail.message', values));
  if (c.state === 'awaiting_goods' || (c.state === 'accepted' && c.goodsBack))
    paragraphs.push(returnInstructions(language, c.rma));
  return {
    subject: t(`mail.${c.state}.subject`, values),
    text: `${paragraphs.join('\n\n')}\n\n${c.url}\n\n${translate(language, 'mail.signature')}\n`,
    html: layout(language, paragraphs, { label: t('mail.button'), url: c.url }),
  };
}
