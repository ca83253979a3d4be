import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ENQUIRY_CUSTOMER_NUMBER_MAX,
  ENQUIRY_CUSTOMER_NUMBER_PATTERN,
  ENQUIRY_ERROR_TOAST_MS,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_NAME_MAX,
  ENQUIRY_ORDER_NUMBER_MAX,
  ENQUIRY_PAGE_URL_MAX,
  ENQUIRY_SCREENSHOT_ACCEPT,
  ENQUIRY_SCREENSHOT_MAX_BYTES,
  ENQUIRY_SCREENSHOT_TYPES,
  ENQUIRY_SCREENSHOTS_MAX,
  isWebAddress,
  type ContactFormKind,
} from '../../../common/enquiries';
import { problemsOf, requiredEmailProblem, requiredTextProblem } from '../../lib/form-checks';
import { useT } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { AmountInput } from '../../ui/amount-input';
import { Captcha, useCaptcha, type CaptchaProvider } from '../../ui/captcha';
import { FormAlert, TextArea, TextField } from '../../ui/form';
import { communicationEmail, sendEnquiry, type EnquiryResult } from './enquiries-api';

/** The product a product enquiry is about, with the amount input's rules (spec §5). */
export interface EnquiryProduct {
  symbol: string;
  minimumQuantity: number;
  multiples: number;
  amount?: number;
}

interface Values {
  message: string;
  clientEmail: string;
  customerNumber: string;
  name: string;
  orderNumber: string;
  pageUrl: string;
}

/**
 * One contact form (spec §2 drawer and /contact/, §4 captcha, §5 validation, §8): the fields of
 * its kind, checked here as the server checks them, sent with the captcha's token. A 204 shows the
 * thanks; anything else makes the form invalid with the server's per-field messages, shows the
 * error toast for 4 s and resets the captcha (its token was used).
 */
export function EnquiryForm({
  kind,
  product,
  initialMessage = '',
  initialPageUrl = '',
  onSent,
  captchaProvider,
}: {
  kind: ContactFormKind;
  /** Another captcha provider than the site key's (tests); the form uses only the widget's interface. */
  captchaProvider?: CaptchaProvider;
  product?: EnquiryProduct;
  initialMessage?: string;
  initialPageUrl?: string;
  onSent?: () => void;
}) {
  const t = useT();
  const { customer, captchaSiteKey, locale } = useRootData();
  const captcha = useCaptcha(captchaSiteKey, { provider: captchaProvider });
  const formId = useId();
  const [values, setValues] = useState<Values>({
    message: initialMessage,
    clientEmail: '',
    customerNumber: '',
    name: '',
    orderNumber: '',
    pageUrl: initialPageUrl,
  });
  const [amount, setAmount] = useState(product?.amount ?? product?.minimumQuantity ?? 1);
  const [amountValid, setAmountValid] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [screenshots, setScreenshots] = useState<File[]>([]);
  const typedEmail = useRef(false);
  const screenshotInput = useRef<HTMLInputElement>(null);
  const screenshotButton = useRef<HTMLButtonElement>(null);
  // Spec §9 "error toast 4 s": the form's own, as the drawer renders outside the page's progress bar.
  const [toast, setToast] = useState(0);
  useEffect(() => {
    if (toast === 0) return;
    const timer = setTimeout(() => setToast(0), ENQUIRY_ERROR_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  // Spec §6: logged-in non-ZBL customers get their communication e-mail prefilled (the server decides).
  useEffect(() => {
    if (!customer || customer.kind === 'zbl') return;
    let cancelled = false;
    communicationEmail().then(
      (email) => {
        if (!cancelled && email && !typedEmail.current) setValues((v) => ({ ...v, clientEmail: email }));
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [customer]);

  const set = (field: keyof Values) => (value: string) => {
    if (field === 'clientEmail') typedEmail.current = true;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  /** The screenshots' rules (type by the browser's reading, size, count); the server decides by content. */
  function screenshotProblem(files: readonly File[]): string | null {
    if (files.length > ENQUIRY_SCREENSHOTS_MAX)
      return t('enquiries.errors.tooManyFiles', { max: ENQUIRY_SCREENSHOTS_MAX });
    for (const file of files) {
      if (!(ENQUIRY_SCREENSHOT_TYPES as readonly string[]).includes(file.type))
        return t('enquiries.errors.fileType', { name: file.name });
      if (file.size > ENQUIRY_SCREENSHOT_MAX_BYTES)
        return t('enquiries.errors.fileTooLarge', { max: ENQUIRY_SCREENSHOT_MAX_BYTES / (1024 * 1024) });
    }
    return null;
  }

  function addScreenshots(list: FileList | null) {
    if (!list || list.length === 0) return;
    const next = [...screenshots, ...Array.from(list)];
    setScreenshots(next);
    const problem = screenshotProblem(next);
    setErrors(({ screenshots: _gone, ...rest }) => (problem ? { ...rest, screenshots: problem } : rest));
  }

  function removeScreenshot(index: number) {
    const next = screenshots.filter((_, i) => i !== index);
    setScreenshots(next);
    const problem = screenshotProblem(next);
    setErrors(({ screenshots: _gone, ...rest }) => (problem ? { ...rest, screenshots: problem } : rest));
    screenshotButton.current?.focus();
  }

  /** The server's rules, said before the round trip (spec §5 messages). */
  function check(): Record<string, string> {
    const found = problemsOf({
      message: requiredTextProblem(t, values.message, ENQUIRY_MESSAGE_MAX),
      clientEmail: requiredEmailProblem(t, values.clientEmail),
    });
    const number = values.customerNumber.trim();
    if (!customer && number.length > ENQUIRY_CUSTOMER_NUMBER_MAX)
      found.customerNumber = t('enquiries.field.customerNumberTooLong', {
        maximum: ENQUIRY_CUSTOMER_NUMBER_MAX,
      });
    else if (!customer && !ENQUIRY_CUSTOMER_NUMBER_PATTERN.test(number))
      found.customerNumber = t('enquiries.field.customerNumberCharacters');
    if (kind === 'delivery' && !values.orderNumber.trim()) found.orderNumber = t('common.required');
    if (kind === 'error' && !isWebAddress(values.pageUrl.trim()))
      found.pageUrl = t('enquiries.field.pageUrl');
    if (kind === 'error') {
      const problem = screenshotProblem(screenshots);
      if (problem) found.screenshots = problem;
    }
    return found;
  }

  function payload(): Record<string, unknown> {
    const body: Record<string, unknown> = {
      clientEmail: values.clientEmail.trim(),
      message: values.message.trim(),
      ...captcha.payload(),
    };
    // Spec §5: the customer number only from visitors.
    if (!customer && values.customerNumber.trim()) body.customerNumber = values.customerNumber.trim();
    if (kind === 'product' && product) {
      body.productSymbol = product.symbol;
      body.inputAmount = amount;
    }
    if (kind !== 'product' && values.name.trim()) body.name = values.name.trim();
    if (kind === 'delivery') body.orderNumber = values.orderNumber.trim();
    if (kind === 'error') body.pageUrl = values.pageUrl.trim();
    return body;
  }

  function failed(result: Extract<EnquiryResult, { isFormValid: false }>) {
    setErrors(result.validationErrors);
    const fieldCount = Object.keys(result.validationErrors).length;
    setFormMessage(fieldCount > 0 ? null : result.message || t('enquiries.errors.toast'));
    setToast((n) => n + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !captcha.canSubmit) return;
    const found = check();
    if (!amountValid) found.inputAmount = '';
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormMessage(null);
      return;
    }
    setSending(true);
    setFormMessage(null);
    const result = await sendEnquiry(kind, payload(), locale.country, kind === 'error' ? screenshots : []);
    setSending(false);
    if (result.isFormValid) {
      setSentTo(values.clientEmail.trim());
      setScreenshots([]);
      onSent?.();
      return;
    }
    failed(result);
    // Spec §4: after an error response the check is reset (a token is good once).
    captcha.reset();
  }

  if (sentTo !== null) {
    return (
      <div className="enquiry-form__sent" role="status" data-testid="enquiry-sent">
        <h3>{t('enquiries.form.sentTitle')}</h3>
        <p>{t('enquiries.form.sentText', { email: sentTo })}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setSentTo(null);
            setValues((v) => ({ ...v, message: '' }));
            captcha.reset();
          }}
        >
          {t('enquiries.form.another')}
        </button>
      </div>
    );
  }

  const field = (name: string) => `${formId}-${name}`;
  return (
    <form
      className="enquiry-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid={`enquiry-form-${kind}`}
    >
      {toast > 0 && (
        <p className="enquiry-form__toast" role="alert" data-testid="enquiry-toast">
          {t('enquiries.errors.toast')}
        </p>
      )}
      <FormAlert message={formMessage} />
      {kind === 'product' && product && (
        <div className="enquiry-form__amount">
          {/* AmountInput names its field itself; this is the visible caption. */}
          <p className="ui-field__label" aria-hidden="true">
            {t('enquiries.form.amount')}
          </p>
          <AmountInput
            id={field('amount')}
            label={t('enquiries.form.amount')}
            value={amount}
            minimumQuantity={product.minimumQuantity}
            multiples={product.multiples}
            onChange={(next, error) => {
              setAmount(next);
              setAmountValid(error === null);
            }}
            messages={{
              minimum: (min: number) => t('amountInput.minimumAmount', { min }),
              multiplicity: (multiple: number) => t('amountInput.multiplicity', { multiple }),
            }}
            increaseLabel={t('amountInput.increase')}
            decreaseLabel={t('amountInput.decrease')}
          />
          {errors.inputAmount && (
            <p className="ui-field__error" role="alert">
              {errors.inputAmount}
            </p>
          )}
        </div>
      )}
      {kind !== 'product' && (
        <TextField
          id={field('name')}
          label={t('enquiries.form.name')}
          value={values.name}
          onChange={set('name')}
          maxLength={ENQUIRY_NAME_MAX}
          autoComplete="name"
          error={errors.name}
        />
      )}
      {kind === 'delivery' && (
        <TextField
          id={field('order')}
          label={t('enquiries.form.orderNumber')}
          required
          value={values.orderNumber}
          onChange={set('orderNumber')}
          maxLength={ENQUIRY_ORDER_NUMBER_MAX}
          error={errors.orderNumber}
        />
      )}
      {kind === 'error' && (
        <TextField
          id={field('page')}
          type="url"
          label={t('enquiries.form.pageUrl')}
          hint={t('enquiries.form.pageUrlHint')}
          required
          value={values.pageUrl}
          onChange={set('pageUrl')}
          maxLength={ENQUIRY_PAGE_URL_MAX}
          error={errors.pageUrl}
        />
      )}
      {kind === 'error' && (
        <div className="enquiry-form__screenshots">
          <p className="ui-field__label" id={field('shots-label')}>
            {t('enquiries.contact.screenshots')}
          </p>
          <p className="ui-field__hint" id={field('shots-hint')}>
            {t('enquiries.contact.screenshotsHint', {
              max: ENQUIRY_SCREENSHOTS_MAX,
              size: ENQUIRY_SCREENSHOT_MAX_BYTES / (1024 * 1024),
            })}
          </p>
          {/* The native input stays out of sight and the tab order; the button opens it (as ui/file-picker). */}
          <input
            ref={screenshotInput}
            type="file"
            multiple
            accept={ENQUIRY_SCREENSHOT_ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-labelledby={field('shots-label')}
            data-testid="enquiry-screenshots-input"
            onChange={(event) => {
              addScreenshots(event.target.files);
              event.target.value = '';
            }}
          />
          <button
            ref={screenshotButton}
            type="button"
            className="button"
            aria-describedby={[field('shots-hint'), errors.screenshots ? field('shots-error') : '']
              .filter(Boolean)
              .join(' ')}
            onClick={() => screenshotInput.current?.click()}
          >
            {t('enquiries.contact.screenshotsChoose')}
          </button>
          {screenshots.length > 0 && (
            <ul className="enquiry-form__files" data-testid="enquiry-screenshots">
              {screenshots.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <span>{file.name}</span>
                  <button
                    type="button"
                    className="button enquiry-form__remove"
                    aria-label={t('enquiries.contact.screenshotRemove', { name: file.name })}
                    onClick={() => removeScreenshot(index)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {errors.screenshots && (
            <p className="ui-field__error" role="alert" id={field('shots-error')}>
              {errors.screenshots}
            </p>
          )}
        </div>
      )}
      <TextArea
        id={field('message')}
        label={t('enquiries.form.message')}
        required
        value={values.message}
        onChange={set('message')}
        maxLength={ENQUIRY_MESSAGE_MAX}
        showCounter
        rows={5}
        error={errors.message}
      />
      <TextField
        id={field('email')}
        type="email"
        label={t('enquiries.form.email')}
        required
        value={values.clientEmail}
        onChange={set('clientEmail')}
        autoComplete="email"
        error={errors.clientEmail}
      />
      {!customer && (
        <TextField
          id={field('customer')}
          label={t('enquiries.form.customerNumber')}
          hint={t('enquiries.form.customerNumberHint')}
          value={values.customerNumber}
          onChange={set('customerNumber')}
          inputMode="numeric"
          maxLength={ENQUIRY_CUSTOMER_NUMBER_MAX}
          error={errors.customerNumber}
        />
      )}
      <Captcha {...captcha.props} />
      {errors['cf-turnstile-response'] && (
        <p className="ui-field__error" role="alert">
          {errors['cf-turnstile-response']}
        </p>
      )}
      <div className="enquiry-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!captcha.canSubmit || sending}
          aria-describedby={captcha.canSubmit ? undefined : field('pending')}
        >
          {sending ? t('enquiries.form.sending') : t('enquiries.form.send')}
        </button>
        {!captcha.canSubmit && (
          <span id={field('pending')} className="muted">
            {t('enquiries.form.captchaPending')}
          </span>
        )}
      </div>
    </form>
  );
}
