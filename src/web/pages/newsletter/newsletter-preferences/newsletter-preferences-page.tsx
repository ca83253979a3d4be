import { useState, type FormEvent } from 'react';
import type { NewsletterSubscription, NewsletterTopic } from '../../../../common/newsletter';
import { newsletterApi } from '../../../features/newsletter/newsletter-api';
import { TopicChoices } from '../../../features/newsletter/topic-choices';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';
import '../../../features/newsletter/newsletter.css';

export interface NewsletterPreferencesData {
  token: string;
  subscription: NewsletterSubscription | null;
}

/** /newsletter/preferences/{token}: the topics, from the link in every newsletter. */
export function NewsletterPreferencesPage({ data, locale }: PageProps<NewsletterPreferencesData>) {
  const t = useT();
  const [topics, setTopics] = useState<NewsletterTopic[]>(data.subscription?.topics ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);
  const subscription = data.subscription;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (topics.length === 0) {
      setErrors({ topics: t('newsletter.errors.topics') });
      return;
    }
    setPending(true);
    try {
      await newsletterApi.updatePreferences(data.token, topics);
      setErrors({});
      setSaved(true);
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('errors.unexpected')));
    } finally {
      setPending(false);
    }
  };

  let body;
  if (!subscription)
    body = (
      <p className="newsletter-page__problem" role="alert" data-testid="newsletter-link-problem">
        {t('newsletter.errors.token')}
      </p>
    );
  else if (subscription.status !== 'confirmed')
    body = <p data-testid="newsletter-not-subscribed">{t('newsletter.preferences.unsubscribed')}</p>;
  else
    body = (
      <form onSubmit={(event) => void save(event)} noValidate className="newsletter-profile">
        <p>{t('newsletter.preferences.lead', { email: subscription.email })}</p>
        {errors.form ? (
          <p className="newsletter-page__problem" role="alert">
            {errors.form}
          </p>
        ) : null}
        <TopicChoices value={topics} onChange={setTopics} idPrefix="newsletter-prefs" error={errors.topics} />
        <p>
          <button
            type="submit"
            className="button button--primary"
            disabled={pending}
            data-testid="newsletter-prefs-save"
          >
            {t('newsletter.preferences.save')}
          </button>
        </p>
        {saved ? (
          <p className="newsletter-page__done" role="status" data-testid="newsletter-prefs-saved">
            {t('newsletter.preferences.saved')}
          </p>
        ) : null}
        <p>
          <a href={localHref(locale, 'newsletter_unsubscribe', { token: data.token })}>
            {t('newsletter.preferences.unsubscribe')}
          </a>
        </p>
      </form>
    );
  return (
    <div className="newsletter-page" data-testid="newsletter-preferences-page">
      <h1>{t('newsletter.preferences.title')}</h1>
      {body}
    </div>
  );
}
