import type { LinkProblem, WizardKind } from '../../../../common/wizards';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';
import '../../../features/wizards/wizards.css';

export interface LinkFailureData {
  reason: LinkProblem | 'too_many';
  kind: WizardKind | null;
}

/** /link/failure: why a mailed link does not open, and what to do instead. */
export function LinkFailurePage({ data, locale }: PageProps<LinkFailureData>) {
  const t = useT();
  const message =
    data.reason === 'too_many' ? t('wizards.errors.tooManyTries') : t(`wizards.failure.${data.reason}`);
  const loginHelps = data.reason === 'login_required' || data.reason === 'other_customer';
  return (
    <div className="wizard-page" data-testid="link-failure" data-reason={data.reason}>
      <h1>{t('wizards.failure.title')}</h1>
      <p className="wizard-page__problem" role="alert">
        {message}
      </p>
      {data.kind && (data.reason === 'expired' || data.reason === 'used' || data.reason === 'invalid') && (
        <p>{t(`wizards.failure.askAgain.${data.kind}`)}</p>
      )}
      <p className="wizard-page__actions">
        {loginHelps && (
          <a className="button button--primary" href={localHref(locale, 'login')}>
            {t('wizards.failure.login')}
          </a>
        )}
        <a className="button" href={localHref(locale, 'home_index')}>
          {t('wizards.failure.home')}
        </a>
      </p>
    </div>
  );
}
