import type { DocumentLinkView } from '../../../../common/wizards';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';
import '../../../features/wizards/wizards.css';

/** /login-by-document: one document opened from a mail, without logging in to the account. */
export function LoginByDocumentPage({ data, locale }: PageProps<DocumentLinkView>) {
  const t = useT();
  const login = (
    <a className="button" href={localHref(locale, 'login')}>
      {t('wizards.document.login')}
    </a>
  );
  if (data.state !== 'valid') {
    return (
      <div className="wizard-page" data-testid="login-by-document" data-state={data.state}>
        <h1>{t('wizards.document.title')}</h1>
        <p className="wizard-page__problem" role="alert">
          {t(`wizards.document.${data.state}`)}
        </p>
        <p className="wizard-page__actions">{login}</p>
      </div>
    );
  }
  return (
    <div className="wizard-page" data-testid="login-by-document" data-state="valid">
      <h1>{t('wizards.document.title')}</h1>
      <p>{t('wizards.document.lead', { title: data.title })}</p>
      <p className="wizard-page__actions">
        <a
          className="button button--primary"
          href={data.downloadUrl}
          data-testid="document-open"
          target="_blank"
          rel="noopener"
        >
          {t('wizards.document.open')} ({data.fileName})
        </a>
        {login}
      </p>
      <p className="wizard-page__note">{t('wizards.document.grantValid')}</p>
    </div>
  );
}
