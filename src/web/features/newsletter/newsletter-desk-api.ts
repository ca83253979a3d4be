import type { NewsletterIssue, NewsletterIssueInput, NewsletterPreview } from '../../../common/newsletter';
import { generateDesk } from '../../../common/routes-desk';
import { getJson, postJson, sendJson } from '../../lib/api';

/** The staff desk's issue calls (ADR 067; apart from the shop's, ADR 085). */
export const newsletterDeskApi = {
  list: () => getJson<{ issues: NewsletterIssue[] }>(generateDesk('staff_newsletter_list')),
  get: (id: number) => getJson<NewsletterIssue>(generateDesk('staff_newsletter_get', { id })),
  create: (issue: NewsletterIssueInput) =>
    postJson<NewsletterIssue>(generateDesk('staff_newsletter_create'), issue),
  update: (id: number, issue: NewsletterIssueInput) =>
    sendJson<NewsletterIssue>('PUT', generateDesk('staff_newsletter_update', { id }), issue),
  preview: (id: number) => getJson<NewsletterPreview>(generateDesk('staff_newsletter_preview', { id })),
  send: (id: number) => postJson<NewsletterIssue>(generateDesk('staff_newsletter_send', { id }), {}),
};
