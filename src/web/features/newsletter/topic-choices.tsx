import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../../../common/newsletter-rules';
import { useT } from '../../lib/i18n';
import './newsletter.css';

/** The topics as a group of checkboxes (a fieldset, so screen readers hear the question). */
export function TopicChoices({
  value,
  onChange,
  error,
  idPrefix,
}: {
  value: NewsletterTopic[];
  onChange: (topics: NewsletterTopic[]) => void;
  error?: string;
  idPrefix: string;
}) {
  const t = useT();
  const toggle = (topic: NewsletterTopic, on: boolean) =>
    onChange(
      on
        ? NEWSLETTER_TOPICS.filter((x) => x === topic || value.includes(x))
        : value.filter((x) => x !== topic),
    );
  return (
    <fieldset className="newsletter-topics" aria-describedby={error ? `${idPrefix}-topics-error` : undefined}>
      <legend>{t('newsletter.topicsLegend')}</legend>
      {NEWSLETTER_TOPICS.map((topic) => (
        <label key={topic} className="newsletter-topics__choice">
          <input
            type="checkbox"
            checked={value.includes(topic)}
            onChange={(event) => toggle(topic, event.target.checked)}
            data-testid={`${idPrefix}-topic-${topic}`}
          />
          {t(`newsletter.topic.${topic}`)}
        </label>
      ))}
      {error ? (
        <p className="ui-field__error" id={`${idPrefix}-topics-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
