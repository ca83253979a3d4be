import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../../../common/newsletter-rules';
import { formErrorsOf } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { TopicChoices } from './topic-choices';

/**
 * The footer's sign-up (issue 20): address, topics and the consent, whose words are stored as the
 * proof. Whatever the address, the answer is "check your mailbox" (no enumeration). Loaded on the
 * form's first use (newsletter-slot.tsx, ADR 088).
 */
export function NewsletterSignup({ country }: { country: string }) {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [topics, setTopics] = useState<NewsletterTopic[]>([...NEWSLETTER_TOPICS]);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // Hydrated on its first use: what was typed or ticked in the server's HTML before this code came
  // is the form's state (React keeps such values in the page but not in the state).
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const typed = element.querySelector<HTMLInputElement>('input[type="email"]')?.value;
    if (typed) setEmail(typed);
    if (element.querySelector<HTMLInputElement>('[data-testid="newsletter-consent"]')?.checked)
      setConsent(true);
    const ticked = NEWSLETTER_TOPICS.filter(
      (topic) =>
        element.querySelector<HTMLInputElement>(`[data-testid="newsletter-footer-topic-${topic}"]`)?.checked,
    );
    if (ticked.length !== NEWSLETTER_TOPICS.length) setTopics(ticked);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!consent) local.consent = t('newsletter.errors.consent');
    if (topics.length === 0) local.topics = t('newsletter.errors.topics');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    try {
      // The call's module is loaded on the first sending: every page has this form (ADR 044).
      const { newsletterApi } = await import('./newsletter-api');
      await newsletterApi.save({ email, topics, consent: true, source: 'footer', market: country });
      setDone(true);
    } catch (failure) {
      // A 429's message is the server's, in the page's language (with the wait).
      setErrors(formErrorsOf(failure, t('errors.unexpected')));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="newsletter-signup" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('newsletter.title')}</h2>
      {done ? (
        <p className="newsletter-signup__done" role="status" data-testid="newsletter-signup-done">
          {t('newsletter.checkMailbox')}
        </p>
      ) : (
        <form ref={form} onSubmit={(event) => void submit(event)} noValidate data-testid="newsletter-signup">
          <p className="newsletter-signup__lead">{t('newsletter.lead')}</p>
          {errors.form ? (
            <p className="ui-field__error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <label htmlFor={`${id}-email`}>{t('newsletter.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            maxLength={100}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            data-testid="newsletter-email"
          />
          {errors.email ? (
            <p className="ui-field__error" id={`${id}-email-error`} role="alert">
              {errors.email}
            </p>
          ) : null}
          <details className="newsletter-signup__topics">
            <summary>{t('newsletter.topicsLegend')}</summary>
            <TopicChoices
              value={topics}
              onChange={setTopics}
              idPrefix="newsletter-footer"
              error={errors.topics}
            />
          </details>
          <label className="newsletter-signup__consent">
            <input
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
              data-testid="newsletter-consent"
            />
            <span>{t('newsletter.consent')}</span>
          </label>
          {errors.consent ? (
            <p className="ui-field__error" id={`${id}-consent-error`} role="alert">
              {errors.consent}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={pending}
            data-testid="newsletter-submit"
          >
            {pending ? t('newsletter.sending') : t('newsletter.subscribe')}
          </button>
        </form>
      )}
    </section>
  );
}
