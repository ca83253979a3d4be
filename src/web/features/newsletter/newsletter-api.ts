import type {
  CustomerNewsletterUpdate,
  NewsletterSave,
  NewsletterSubscription,
  NewsletterTopic,
} from '../../../common/newsletter';
import { generateContact } from '../../../common/routes-contact';
import { getJson, postJson } from '../../lib/api';

/** The newsletter's calls (issue 20, ADR 067), by their named routes. */
export const newsletterApi = {
  save: (body: NewsletterSave) => postJson<{ accepted: true }>(generateContact('newsletter_save'), body),
  confirm: (token: string) =>
    postJson<{ subscription: NewsletterSubscription; link: string }>(
      generateContact('newsletter_confirm_submit'),
      {
        token,
      },
    ),
  updatePreferences: (token: string, topics: NewsletterTopic[]) =>
    postJson<NewsletterSubscription>(generateContact('newsletter_preferences_update'), { token, topics }),
  unsubscribe: (token: string) =>
    postJson<NewsletterSubscription>(generateContact('newsletter_unsubscribe_by_link'), { token }),
  mine: () => getJson<NewsletterSubscription>(generateContact('customer_newsletter_get')),
  updateMine: (change: CustomerNewsletterUpdate) =>
    postJson<NewsletterSubscription>(generateContact('customer_newsletter_update'), change),
};
