import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Terms } from '../../../../common/contracts/customers';
import { LoginForm } from '../../../features/auth/login-form';
import { accountsQueries, useSaveTerms } from '../../../features/accounts/accounts-api';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { ApiError } from '../../../lib/api';
import { useT, useUiTranslate } from '../../../lib/i18n';
import { formatDate } from '../../../../common/format';
import { useRootData } from '../../../lib/root-data';
import { useErrorModal } from '../../../ui/error-modal';
import { Checkbox } from '../../../ui/form';
import { NewsletterProfile } from '../../../features/newsletter/newsletter-profile';
import { WizardRequest } from '../../../features/wizards/wizard-request';
import type { PageProps } from '../../page-types';

export interface ProfileTermsData {
  terms: Terms | null;
}

/** /profile/account/terms: the accepted version of the terms, accepting a new one, the newsletter. */
export function ProfileTermsPage({ data, locale }: PageProps<ProfileTermsData>) {
  const t = useT();
  const uiT = useUiTranslate();
  const { customer } = useRootData();
  const showError = useErrorModal();
  // The loader's terms until they are saved; saving refetches them.
  const { data: terms } = useQuery({
    ...accountsQueries.terms(),
    initialData: data.terms ?? undefined,
    enabled: data.terms !== null,
  });
  const save = useSaveTerms();
  const [accept, setAccept] = useState(false);
  // The account's legacy flag is sent back as it was; the newsletter section below manages the subscription.
  const newsletter = data.terms?.newsletter ?? false;
  const [saved, setSaved] = useState(false);

  if (!customer || !terms) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('account.terms.title')}</h1>
        <p className="auth-page__intro">{t('account.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ ...(accept ? { accept: true } : {}), newsletter });
      setSaved(true);
      setAccept(false);
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body, { t: uiT });
    }
  };

  return (
    <div className="auth-page auth-page--wide" data-testid="profile-terms">
      <ProfileNav locale={locale} current="profile_terms" />
      <h1>{t('account.terms.title')}</h1>
      {terms.upToDate && terms.acceptedAt ? (
        <p>
          {t('account.terms.accepted', {
            version: terms.acceptedVersion ?? '',
            date: formatDate(terms.acceptedAt, locale.language),
          })}
        </p>
      ) : (
        <p className="auth-page__problem">{t('account.terms.outdated', { version: terms.currentVersion })}</p>
      )}
      {saved && (
        <p className="auth-page__success" role="status">
          {t('account.terms.saved')}
        </p>
      )}
      <form className="auth-form" onSubmit={(event) => void submit(event)}>
        {!terms.upToDate && (
          <Checkbox
            id="terms-accept"
            label={t('account.terms.accept', { version: terms.currentVersion })}
            checked={accept}
            onChange={setAccept}
          />
        )}
        <button type="submit" className="button button--primary auth-form__submit">
          {t('account.terms.save')}
        </button>
      </form>
      {/* The company's end-use declaration is confirmed by its main contact person (ADR 073). */}
      {!customer.isPerson && !customer.isPrivateCustomer && <WizardRequest kind="acceptance" />}
      {/* The newsletter is its own double opt-in subscription (ADR 067), not a flag of the terms. */}
      <NewsletterProfile />
    </div>
  );
}
