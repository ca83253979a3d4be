import type { WizardKind } from '../../../../common/wizards';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';
import '../../../features/wizards/wizards.css';

const NEXT: Record<WizardKind | 'generic', string> = {
  contact_person: 'login',
  company_change: 'profile_customer_info',
  acceptance: 'profile_terms',
  generic: 'home_index',
};

/** /link/confirmation: what the finished wizard did, and where to go next. */
export function LinkConfirmationPage({ data, locale }: PageProps<{ kind: WizardKind | null }>) {
  const t = useT();
  const key = data.kind ?? 'generic';
  return (
    <div className="wizard-page" data-testid="link-confirmation" data-kind={key}>
      <h1>{t(`wizards.done.${key}.title`)}</h1>
      <p className="wizard-page__success" role="status">
        {t(`wizards.done.${key}.text`)}
      </p>
      <p className="wizard-page__actions">
        <a
          className="button button--primary"
          href={localHref(locale, NEXT[key])}
          data-testid="link-confirmation-next"
        >
          {t(`wizards.done.${key}.action`)}
        </a>
      </p>
    </div>
  );
}
