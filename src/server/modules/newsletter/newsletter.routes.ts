import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StaffRole } from '../../../common/contracts/staff';
import {
  CustomerNewsletterUpdateSchema,
  NewsletterAcceptedSchema,
  NewsletterConfirmViewSchema,
  NewsletterIssueIdParamsSchema,
  NewsletterIssueInputSchema,
  NewsletterIssueListSchema,
  NewsletterIssueSchema,
  NewsletterPreferencesUpdateSchema,
  NewsletterPreviewSchema,
  NewsletterSaveSchema,
  NewsletterSubscriptionSchema,
  NewsletterTokenBodySchema,
  NewsletterTokenSchema,
} from '../../../common/newsletter';
import { notFound } from '../../../common/errors';
import { endpoint } from '../../http/endpoint';
import { requestLanguage } from '../../http/request-language';
import { currentCustomer, requireCustomer } from '../../plugins/session';
import { staffEndpoint } from '../staff';
import type { NewsletterService } from './newsletter.service';

/** Marketing is the sales team's; administrators may do it too (ADR 067). */
export const NEWSLETTER_DESK: readonly [StaffRole, ...StaffRole[]] = ['sales', 'admin'];

const TokenParamsSchema = z.object({ token: NewsletterTokenSchema });

/** The session's customer and the address its contact person reads (the communication e-mail). */
async function owner(request: FastifyRequest) {
  const { customerId } = await requireCustomer(request);
  const customer = await currentCustomer(request);
  if (!customer) throw notFound();
  return {
    id: customerId,
    email: customer.contactPerson.email.toLowerCase(),
    language: customer.language,
    country: customer.country,
  };
}

const proofOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** The newsletter's calls (issue 20, spec §7 newsletter save and update; ADR 067). */
export async function newsletterRoutes(
  app: FastifyInstance,
  { newsletter }: { newsletter: NewsletterService },
): Promise<void> {
  endpoint(app, {
    method: 'POST',
    url: '/ajax/newsletter/save',
    operationId: 'newsletter_save',
    summary:
      'Signs an address up for the newsletter: a confirmation link is mailed (double opt-in). The answer is the same whether the address was known, subscribed or not (202)',
    tags: ['common'],
    body: NewsletterSaveSchema,
    response: NewsletterAcceptedSchema,
    handler: async ({ body }, request, reply) => {
      const customer = await currentCustomer(request).catch(() => null);
      await newsletter.save(body, {
        ...proofOf(request),
        language: await requestLanguage(request),
        customerId: customer?.customerId ?? null,
      });
      reply.code(202);
      return { accepted: true as const };
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/newsletter/confirm/:token',
    operationId: 'newsletter_confirm_view',
    summary: 'The address a confirmation link is for, and whether it still works',
    tags: ['common'],
    params: TokenParamsSchema,
    response: NewsletterConfirmViewSchema,
    handler: async ({ params }, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return newsletter.confirmView(params.token);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/newsletter/confirm',
    operationId: 'newsletter_confirm_submit',
    summary:
      'Confirms a subscription with the mailed token (once, before it expires: else 410); stores the confirmation with the consent. Answers the preferences link token',
    tags: ['common'],
    body: NewsletterTokenBodySchema,
    response: z.object({ subscription: NewsletterSubscriptionSchema, link: z.string() }),
    handler: async ({ body }, request) => newsletter.confirm(body.token, proofOf(request)),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/newsletter/preferences/:token',
    operationId: 'newsletter_preferences_get',
    summary: 'The subscription a preferences or unsubscribe link names',
    tags: ['common'],
    params: TokenParamsSchema,
    response: NewsletterSubscriptionSchema,
    handler: async ({ params }, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return newsletter.byLink(params.token);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/newsletter/preferences',
    operationId: 'newsletter_preferences_update',
    summary: 'Changes the topics by the preferences link; an address that left must sign up again (409)',
    tags: ['common'],
    body: NewsletterPreferencesUpdateSchema,
    response: NewsletterSubscriptionSchema,
    handler: async ({ body }) => newsletter.updateByLink(body.token, body.topics),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/newsletter/unsubscribe',
    operationId: 'newsletter_unsubscribe_by_link',
    summary: 'Unsubscribes by the link in a mail (the unsubscribe page’s button); repeating it is harmless',
    tags: ['common'],
    body: NewsletterTokenBodySchema,
    response: NewsletterSubscriptionSchema,
    handler: async ({ body }) => newsletter.unsubscribeByLink(body.token),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/customer/newsletter',
    operationId: 'customer_newsletter_get',
    summary: 'The newsletter subscription of the logged-in contact person’s address',
    tags: ['customer'],
    response: NewsletterSubscriptionSchema,
    handler: async (_input, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return newsletter.ofCustomer(await owner(request));
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/customer/newsletter/update',
    operationId: 'customer_newsletter_update',
    summary:
      'Subscribes (a confirmation is mailed: consent required), changes the topics of a confirmed subscription, or unsubscribes',
    tags: ['customer'],
    body: CustomerNewsletterUpdateSchema,
    response: NewsletterSubscriptionSchema,
    handler: async ({ body }, request) =>
      newsletter.updateForCustomer(await owner(request), body, proofOf(request)),
  });

  // ---- the staff desk ----

  staffEndpoint(app, {
    roles: NEWSLETTER_DESK,
    method: 'GET',
    url: '/ajax/staff/newsletter',
    operationId: 'staff_newsletter_list',
    summary: 'Newsletter issues, newest first, with how many were sent (sales, admin)',
    tags: ['staff'],
    response: NewsletterIssueListSchema,
    handler: async (_input, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { issues: await newsletter.issues() };
    },
  });

  staffEndpoint(app, {
    roles: NEWSLETTER_DESK,
    method: 'GET',
    url: '/ajax/staff/newsletter/:id',
    operationId: 'staff_newsletter_get',
    summary: 'One issue and its sending progress (sales, admin)',
    tags: ['staff'],
    params: NewsletterIssueIdParamsSchema,
    response: NewsletterIssueSchema,
    handler: async ({ params }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return newsletter.issue(params.id);
    },
  });

  staffEndpoint(app, {
    roles: NEWSLETTER_DESK,
    method: 'POST',
    url: '/ajax/staff/newsletter',
    operationId: 'staff_newsletter_create',
    summary: 'Writes a draft issue: subject and text in each language, and its segment (sales, admin)',
    tags: ['staff'],
    body: NewsletterIssueInputSchema,
    response: NewsletterIssueSchema,
    handler: async ({ body }, staff, _request, reply) => {
      reply.code(201);
      return newsletter.createIssue(body, staff.id);
    },
  });

  staffEndpoint(app, {
    roles: NEWSLETTER_DESK,
    method: 'PUT',
    url: '/ajax/staff/newsletter/:id',
    operationId: 'staff_newsletter_update',
    summary: 'Changes a draft issue; one already queued or sent answers 409 (sales, admin)',
    tags: ['staff'],
    params: NewsletterIssueIdParamsSchema,
    body: NewsletterIssueInputSchema,
    response: NewsletterIssueSchema,
    handler: async ({ params, body }, staff) => newsletter.updateIssue(params.id, body, staff.id),
  });

  staffEndpoint(app, {
    roles: NEWSLETTER_DESK,
    method: 'GET',
    url: '/ajax/staff/newsletter/:id/preview',
    operationId: 'staff_newsletter_preview',
    summary: 'The number of recipients and the mail in each language (sales, admin)',
    tags: ['staff'],
    params: NewsletterIssueIdParamsSchema,
    response: NewsletterPreviewSchema,
    handler: async ({ params }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return newsletter.preview(params.id);
    },
  });

  staffEndpoint(app, {
    roles: NEWSLETTER_DESK,
    method: 'POST',
    url: '/ajax/staff/newsletter/:id/send',
    operationId: 'staff_newsletter_send',
    summary:
      'Queues a draft for sending to its segment in the background, at the configured rate (sales, admin); once only (409)',
    tags: ['staff'],
    params: NewsletterIssueIdParamsSchema,
    response: NewsletterIssueSchema,
    handler: async ({ params }, staff, _request, reply) => {
      reply.code(202);
      return newsletter.send(params.id, staff.id);
    },
  });
}

/**
 * RFC 8058 one-click unsubscribe: the List-Unsubscribe address of every newsletter mail answers a
 * POST (body `List-Unsubscribe=One-Click`) from the mail provider, without session, cookie or CSRF
 * marker: the signed token in the address is the authority. A GET of the same address is the
 * unsubscribe page (rendered by the web app), which asks before doing anything, since mail scanners
 * follow links.
 */
export async function newsletterOneClickRoutes(
  app: FastifyInstance,
  { newsletter }: { newsletter: NewsletterService },
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    const handler = async (request: FastifyRequest<{ Params: { token: string } }>) => {
      const token = NewsletterTokenSchema.safeParse(request.params.token);
      if (!token.success) throw notFound('newsletter.errors.token');
      await newsletter.unsubscribeByLink(token.data);
      return { unsubscribed: true };
    };
    for (const url of [
      '/newsletter/unsubscribe/:token',
      '/:_country/newsletter/unsubscribe/:token',
      '/:_language/:_country/newsletter/unsubscribe/:token',
    ])
      scope.post(url, { config: { csrf: 'signed' } }, handler);
  });
}
