import {
  ENQUIRY_PAYLOAD_FIELD,
  ENQUIRY_SCREENSHOTS_FIELD,
  type ContactFormKind,
} from '../../../common/enquiries';
import { generateContact } from '../../../common/routes-contact';
import { ApiError, postFormWithProgress, postJson } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/form-errors';

/** The send call's name per form (spec §7; `main` is not among spec §2's hyphenated names). */
const SEND_ROUTE: Record<ContactFormKind, string> = {
  standard: 'contact-email_send_standard',
  product: 'contact-email_send_product',
  delivery: 'contact-email_send_delivery',
  error: 'contact-email_send_error',
  main: 'contact_email_send_main',
};

/** Spec §8: a 204 is success; anything else makes the form invalid with the server's per-field messages. */
export type EnquiryResult =
  { isFormValid: true } | { isFormValid: false; validationErrors: Record<string, string>; message: string };

export async function sendEnquiry(
  kind: ContactFormKind,
  payload: Record<string, unknown>,
  country: string,
  /** The error form's screenshots (ADR 072): sent with the form as one multipart request. */
  screenshots: readonly File[] = [],
): Promise<EnquiryResult> {
  const url = `${generateContact(SEND_ROUTE[kind])}?country=${encodeURIComponent(country)}`;
  try {
    if (screenshots.length === 0) await postJson<void>(url, payload);
    else {
      // The payload first: the server checks the form (and its captcha) before it reads a file.
      const form = new FormData();
      form.append(ENQUIRY_PAYLOAD_FIELD, JSON.stringify(payload));
      for (const file of screenshots) form.append(ENQUIRY_SCREENSHOTS_FIELD, file, file.name);
      await postFormWithProgress<void>(url, form, () => undefined);
    }
    return { isFormValid: true };
  } catch (error) {
    return {
      isFormValid: false,
      validationErrors: fieldErrorsOf(error),
      message: error instanceof ApiError ? error.body.message : '',
    };
  }
}

/** Spec §7 customer_communication-email: the address to prefill (null for visitors and ZBL customers). */
export async function communicationEmail(): Promise<string | null> {
  const answer = await postJson<{ communicationEmail: string | null }>(
    generateContact('customer_communication-email'),
    {},
  );
  return answer.communicationEmail;
}
