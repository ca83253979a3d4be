import nodemailer, { type Transporter } from 'nodemailer';
import type { Language } from '../../../common/markets';
import type { Db } from '../../db/client';
import { insertOutbox, selectOutbox, selectOutboxMail, type OutboxRow } from './mail.repository';
import type { RenderedMail } from './mail.templates';

export interface MailOptions {
  /** SMTP_URL: mail leaves over SMTP; without it the outbox table is the delivery. */
  smtpUrl?: string;
  from: string;
  /** Replaces the transport (tests of the SMTP path). */
  transport?: Transporter;
}

export interface OutgoingMail extends RenderedMail {
  kind:
    | 'verification_code'
    | 'password_reset'
    | 'welcome'
    | 'password_changed'
    | 'invitation'
    | 'order_cancelled'
    | 'order_confirmation'
    | 'backorder_arrived'
    | 'order_shipped'
    | 'einvoice_activation'
    | 'stock_alert'
    | 'rfq_expiry'
    | 'enquiry_confirmation'
    | 'enquiry_reply'
    | 'marketplace_question'
    | 'marketplace_confirmation'
    | 'complaint'
    | 'newsletter_confirm'
    | 'newsletter'
    | 'tender_list_sent'
    | 'tender_list_answered'
    | 'wizard_link'
    | 'document_link'
    | 'approval_request'
    | 'approval_rejected'
    | 'order_request'
    | 'order_request_cancelled';
  to: string;
  language: Language;
  /** Extra headers (the newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Sending mail with nodemailer. Every mail is recorded in the outbox table; with the default
 * transport that record is the delivery (shown on the dev mailbox), with SMTP it keeps only the
 * envelope, so reset links and codes are not left lying in the database.
 */
export function createMailService(db: Db, options: MailOptions) {
  const viaSmtp = Boolean(options.smtpUrl || options.transport);
  const transport: Transporter =
    options.transport ??
    (options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true }));

  return {
    transportKind: viaSmtp ? ('smtp' as const) : ('outbox' as const),

    /**
     * `within`: the transaction to record the mail in, so a caller that marks something sent in the
     * same transaction (the alert job) records both or neither.
     */
    async send(mail: OutgoingMail, within?: { tx: Db }): Promise<number> {
      const info = (await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      })) as { messageId?: string };
      return insertOutbox(within?.tx ?? db, {
        kind: mail.kind,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: viaSmtp ? null : mail.text,
        htmlBody: viaSmtp ? null : mail.html,
        language: mail.language,
        transport: viaSmtp ? 'smtp' : 'outbox',
        messageId: info.messageId ?? null,
        headers: mail.headers ?? null,
      });
    },

    list: (limit = 100): Promise<OutboxRow[]> => selectOutbox(db, limit),
    get: (id: number): Promise<OutboxRow | null> => selectOutboxMail(db, id),
    close: () => transport.close(),
  };
}

export type MailService = ReturnType<typeof createMailService>;
