import { useState } from 'react';
import { newsletterApi } from '../../../features/newsletter/newsletter-api';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';
import '../../../features/newsletter/newsletter.css';

export interface NewsletterConfirmData {
  token: string;
  /** The address the link is for; null for a link that is not one. */
  email: string | null;
  valid: boolean;
}

/** /newsletter/confirm/{token}: the second step of the double opt-in, one button. */
export function NewsletterConfirmPage({ data, locale }: PageProps<NewsletterConfirmData>) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(
    data.email === null ? t('newsletter.errors.token') : data.valid ? null : t('newsletter.errors.expired'),
  );

  const confirm = async () => {
    setPending(true);
    try {
      setDone((await newsletterApi.confirm(data.token)).link);
    } catch (failure) {
      setProblem(
        failure instanceof ApiError && failure.body.code === 410
          ? t('newsletter.errors.expired')
          : failure instanceof ApiError
            ? failure.body.message
            : t('errors.unexpected'),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="newsletter-page" data-testid="newsletter-confirm-page">
      <h1>{t('newsletter.confirm.title')}</h1>
      {done ? (
        <>
          <p className="newsletter-page__done" role="status" data-testid="newsletter-confirmed">
            {t('newsletter.confirm.done')}
          </p>
          <p>
            <a href={localHref(locale, 'newsletter_preferences', { token: done })}>
              {t('newsletter.confirm.preferences')}
            </a>
          </p>
        </>
      ) : problem ? (
        <p className="newsletter-page__problem" role="alert" data-testid="newsletter-link-problem">
          {problem}
        </p>
      ) : (
        <>
          <p>{t('newsletter.confirm.lead', { email: data.email ?? '' })}</p>
          <p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void confirm()}
              disabled={pending}
              data-testid="newsletter-confirm"
            >
              {t('newsletter.confirm.button')}
            </button>
          </p>
        </>
      )}
    </div>
  );
}
