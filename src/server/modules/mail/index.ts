/** The mail module's public face (ADR 033): the outbox, its templates and the dev mailbox. */
export { createMailService, type MailService } from './mail.service';
export {
  alertsMail,
  backorderArrivedMail,
  einvoiceActivationMail,
  escapeHtml,
  invitationMail,
  layout,
  newsletterConfirmMail,
  newsletterIssueMail,
  orderConfirmationMail,
  passwordChangedMail,
  passwordResetMail,
  rfqExpiryMail,
  verificationCodeMail,
  welcomeMail,
  type FiredAlertLine,
  type RenderedMail,
} from './mail.templates';
export { MAILBOX_PATH, mailboxRoutes } from './mailbox.routes';
