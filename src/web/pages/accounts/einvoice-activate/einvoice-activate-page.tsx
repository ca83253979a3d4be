import { useState } from 'react';
import type { EinvoiceLinkCheck } from '../../../../common/contracts/customer-profile';
import { useActivateEinvoice } from '../../../features/accounts/accounts-api';
import { LoginForm } from '../../../features/auth/login-form';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';

export interface EinvoiceActivateData {
  token: string;
  /** What the server found in the link for the session's customer (checked again on POST). */
  check: EinvoiceLinkCheck;
}

const PROBLEMS = {
  invalid: 'accounts.einvoice.activate.invalid',
  expired: 'accounts.einvoice.activate.expired',
  used: 'accounts.einvoice.activate.used',
  other_customer: 'accounts.einvoice.activate.otherCustomer',
} as const;

/** /e-invoice/activate/{encryptedParams}: confirms the mailed link; a bad link gets a clear page. */
export function EinvoiceActivatePage({ data, locale }: PageProps<EinvoiceActivateData>) {
  const t = useT();
  // Activating refetches the e-invoice state the settings page reads.
  const activation = useActivateEinvoice();
  const done = activation.data;
  const [problem, setProblem] = useState<string | null>(null);
  const settings = (
    <p className="auth-page__actions">
      <a className="button" href={localHref(locale, 'profile_einvoice')}>
        {t('accounts.einvoice.activate.toSettings')}
      </a>
    </p>
  );

  const activate = async () => {
    try {
      await activation.mutateAsync(data.token);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.body.code : 0;
      setProblem(
        t(
          code === 410
            ? PROBLEMS.expired
            : code === 409
              ? PROBLEMS.used
              : code === 404
                ? PROBLEMS.other_customer
                : PROBLEMS.invalid,
        ),
      );
    }
  };

  const { check } = data;
  let body;
  if (done) {
    body = (
      <>
        <p className="auth-page__success" role="status" data-testid="einvoice-activated">
          {t('accounts.einvoice.activate.done', { email: done.email ?? '' })}
        </p>
        {settings}
      </>
    );
  } else if (problem || (check.state !== 'valid' && check.state !== 'login_required')) {
    body = (
      <>
        <p className="auth-page__problem" role="alert" data-testid="einvoice-link-problem">
          {problem ?? t(PROBLEMS[check.state as keyof typeof PROBLEMS])}
        </p>
        {check.state === 'other_customer' ? null : settings}
      </>
    );
  } else if (check.state === 'login_required') {
    body = (
      <>
        <p className="auth-page__intro">{t('accounts.einvoice.activate.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </>
    );
  } else if (check.state === 'valid') {
    body = (
      <>
        <p>{t('accounts.einvoice.activate.question', { email: check.email })}</p>
        <p className="auth-page__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void activate()}
            disabled={activation.isPending}
            data-testid="einvoice-activate"
          >
            {t('accounts.einvoice.activate.button')}
          </button>
        </p>
      </>
    );
  }
  return (
    <div className="auth-page" data-testid="einvoice-activate-page">
      <h1>{t('accounts.einvoice.activate.title')}</h1>
      {body}
    </div>
  );
}
