import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  NEWSLETTER_TOPICS,
  type NewsletterSubscription,
  type NewsletterTopic,
} from '../../../common/newsletter';
import { formErrorsOf } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { newsletterApi } from './newsletter-api';
import { TopicChoices } from './topic-choices';
import './newsletter.css';

const KEY = ['newsletter', 'mine'] as const;

/**
 * The profile's newsletter section (spec §7 Customer "newsletter update"): the subscription of the
 * contact person's address, its topics, subscribing (a confirmation is mailed) and leaving.
 */
export function NewsletterProfile() {
  const t = useT();
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: newsletterApi.mine });
  // Null until the person changes them: the subscription's own topics (or all, for a new one).
  const [chosen, setTopics] = useState<NewsletterTopic[] | null>(null);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);

  if (!data) return null;
  const topics = chosen ?? (data.topics.length > 0 ? data.topics : [...NEWSLETTER_TOPICS]);
  const subscribed = data.status === 'confirmed';

  const submit = async (change: { subscribed: boolean }) => {
    setSaved(false);
    const local: Record<string, string> = {};
    if (change.subscribed && topics.length === 0) local.topics = t('newsletter.errors.topics');
    if (change.subscribed && !subscribed && !consent) local.consent = t('newsletter.errors.consent');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    try {
      const next: NewsletterSubscription = await newsletterApi.updateMine({
        subscribed: change.subscribed,
        ...(change.subscribed ? { topics } : {}),
        ...(change.subscribed && !subscribed ? { consent: true as const } : {}),
      });
      client.setQueryData(KEY, next);
      setSaved(true);
      setConsent(false);
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('errors.unexpected')));
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ subscribed: true });
  };

  return (
    <section
      className="newsletter-profile"
      aria-labelledby="newsletter-profile-title"
      data-testid="newsletter-profile"
    >
      <h2 id="newsletter-profile-title">{t('newsletter.profile.title')}</h2>
      <p data-testid="newsletter-profile-status">
        {t(`newsletter.profile.status.${data.status}`, { email: data.email })}
      </p>
      {errors.form ? (
        <p className="newsletter-page__problem" role="alert">
          {errors.form}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="newsletter-profile">
        <TopicChoices
          value={topics}
          onChange={setTopics}
          idPrefix="newsletter-profile"
          error={errors.topics}
        />
        {subscribed ? null : (
          <label className="newsletter-signup__consent">
            <input
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              data-testid="newsletter-profile-consent"
            />
            <span>{t('newsletter.consent')}</span>
          </label>
        )}
        {errors.consent ? (
          <p className="ui-field__error" role="alert">
            {errors.consent}
          </p>
        ) : null}
        <p className="staff-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={pending}
            data-testid="newsletter-profile-save"
          >
            {subscribed ? t('newsletter.profile.save') : t('newsletter.profile.subscribe')}
          </button>{' '}
          {data.status === 'confirmed' || data.status === 'pending' ? (
            <button
              type="button"
              className="button"
              disabled={pending}
              onClick={() => void submit({ subscribed: false })}
              data-testid="newsletter-profile-unsubscribe"
            >
              {t('newsletter.profile.unsubscribe')}
            </button>
          ) : null}
        </p>
        {saved ? (
          <p className="newsletter-page__done" role="status">
            {t('newsletter.profile.saved')}
          </p>
        ) : null}
      </form>
    </section>
  );
}
