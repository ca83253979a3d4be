import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { EinvoiceState } from '../../../common/contracts/customer-profile';
import { formatDate } from '../../../common/format';
import type { Language } from '../../../common/markets';
import { isEmail } from '../../../common/validation/checks';
import { ApiError } from '../../lib/api';
import { useT, useUiTranslate } from '../../lib/i18n';
import { useConfirm } from '../../ui/confirmation-modal';
import { useErrorModal } from '../../ui/error-modal';
import { FormAlert, TextField } from '../../ui/form';
import { formErrorsOf } from '../../lib/form-errors';
import { accountsQueries, useDeactivateEinvoice, useRequestEinvoice } from './accounts-api';

/**
 * The e-invoice state of the customer and its changes: request an activation mail to an address,
 * deactivate (after a confirmation). Activation itself happens on the mailed link's page.
 */
export function EinvoiceSettings({ initial, language }: { initial: EinvoiceState; language: Language }) {
  const t = useT();
  const uiT = useUiTranslate();
  const confirm = useConfirm();
  const showError = useErrorModal();
  // The loader's state until a change; each change's mutation refetches it.
  const { data: state } = useQuery({ ...accountsQueries.einvoiceState(), initialData: initial });
  const request = useRequestEinvoice();
  const deactivateNow = useDeactivateEinvoice();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const date = (iso: string) => formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const address = email.trim();
    if (!address) return setErrors({ email: t('common.required') });
    if (!isEmail(address)) return setErrors({ email: t('common.invalidEmail') });
    setErrors({});
    setBusy(true);
    try {
      await request.mutateAsync(address);
      setEmail('');
      // The pending box says where the link went; it is announced as a status.
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('auth.login.failed')));
    } finally {
      setBusy(false);
    }
  };

  const deactivate = async () => {
    const yes = await confirm('redirect', {
      texts: {
        title: t('accounts.einvoice.confirmTitle'),
        info: t('accounts.einvoice.confirmInfo'),
        text: t('accounts.einvoice.confirmText'),
        yes: t('accounts.common.yes'),
        no: t('accounts.common.no'),
      },
    });
    if (!yes) return;
    try {
      await deactivateNow.mutateAsync(undefined);
      setNotice(t('accounts.einvoice.deactivated'));
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body, { t: uiT });
    }
  };

  return (
    <div className="einvoice" data-testid="einvoice-settings">
      <p
        className={
          state.status === 'active' ? 'einvoice__status einvoice__status--active' : 'einvoice__status'
        }
        data-testid="einvoice-status"
        data-status={state.status}
      >
        {state.status === 'active' && state.email
          ? t('accounts.einvoice.statusActive', { email: state.email, date: date(state.activatedAt!) })
          : t('accounts.einvoice.statusInactive')}
      </p>
      {state.pending && (
        <p className="einvoice__pending" role="status" data-testid="einvoice-pending">
          {t('accounts.einvoice.pending', {
            email: state.pending.email,
            date: date(state.pending.expiresAt),
          })}
        </p>
      )}
      {notice && (
        <p className="auth-page__success" role="status">
          {notice}
        </p>
      )}
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        {state.status === 'active' && <h2 className="einvoice__heading">{t('accounts.einvoice.change')}</h2>}
        <FormAlert message={errors.form} />
        <TextField
          id="einvoice-email"
          type="email"
          label={t('accounts.einvoice.email')}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setErrors({});
          }}
          error={errors.email}
          maxLength={254}
          autoComplete="email"
          required
        />
        <div className="auth-form__buttons">
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            data-testid="einvoice-send"
          >
            {t('accounts.einvoice.send')}
          </button>
          {(state.status === 'active' || state.pending) && (
            <button
              type="button"
              className="button"
              onClick={() => void deactivate()}
              data-testid="einvoice-deactivate"
            >
              {state.status === 'active'
                ? t('accounts.einvoice.deactivate')
                : t('accounts.einvoice.cancelPending')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
