import { useState } from 'react';
import type { NewsletterSubscription } from '../../../../common/newsletter';
import { newsletterApi } from '../../../features/newsletter/newsletter-api';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import '../../../features/newsletter/newsletter.css';

export interface NewsletterUnsubscribeData {
  token: string;
  subscription: NewsletterSubscription | null;
}

/**
 * /newsletter/unsubscribe/{token}: what a GET of the List-Unsubscribe address shows. It asks first
 * (mail scanners open links); the mail provider's one-click POST goes to the same address.
 */
export function NewsletterUnsubscribePage({ data }: PageProps<NewsletterUnsubscribeData>) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(data.subscription?.status === 'unsubscribed');
  const [problem, setProblem] = useState<string | null>(
    data.subscription ? null : t('newsletter.errors.token'),
  );

  const leave = async () => {
    setPending(true);
    try {
      await newsletterApi.unsubscribe(data.token);
      setDone(true);
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.body.message : t('errors.unexpected'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="newsletter-page" data-testid="newsletter-unsubscribe-page">
      <h1>{t('newsletter.unsubscribe.title')}</h1>
      {problem ? (
        <p className="newsletter-page__problem" role="alert" data-testid="newsletter-link-problem">
          {problem}
        </p>
      ) : done ? (
        <>
          <p className="newsletter-page__done" role="status" data-testid="newsletter-unsubscribed">
            {t('newsletter.unsubscribe.done')}
          </p>
          <p>{t('newsletter.unsubscribe.again')}</p>
        </>
      ) : (
        <>
          <p>{t('newsletter.unsubscribe.lead', { email: data.subscription?.email ?? '' })}</p>
          <p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void leave()}
              disabled={pending}
              data-testid="newsletter-unsubscribe"
            >
              {t('newsletter.unsubscribe.button')}
            </button>
          </p>
        </>
      )}
    </div>
  );
}
