import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AcceptanceCheckSchema,
  CompanyChangeSchema,
  CompanyCheckSchema,
  DeclaredUsesOptionsSchema,
  DeclaredUsesSchema,
  DocumentGrantQuerySchema,
  WizardFinishedSchema,
  WizardIdBodySchema,
  WizardIdParamsSchema,
  WizardLinkCheckSchema,
  WizardRequestedSchema,
  WizardRequestSchema,
  WizardStepSchema,
  WizardTokenBodySchema,
  WizardTokenQuerySchema,
  WizardViewSchema,
  wizardCookie,
} from '../../../common/wizards';
import { endpoint } from '../../http/endpoint';
import { currentSession, isSecureRequest, requireOwnSession } from '../../plugins/session';
import { WIZARD_SESSION_TTL_MS, type Viewer, type WizardsService } from './wizards.service';

/** The person logged in as themselves; a session staff opened to act as the customer confirms nothing. */
async function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
  const session = await currentSession(request);
  if (!session || session.officeAccessId !== undefined) return null;
  return { customerId: session.customerId, contactPersonId: session.contactPersonId };
}

const secretOf = (request: FastifyRequest, wizardId: string) => request.cookies?.[wizardCookie(wizardId)];

function forget(request: FastifyRequest, reply: FastifyReply, wizardId: string) {
  reply.clearCookie(wizardCookie(wizardId), {
    path: '/',
    httpOnly: true,
    secure: isSecureRequest(request),
    sameSite: 'strict',
  });
}

const NoStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** Spec §7 wizard calls and the /login-by-document download (issue 21, ADR 073). */
export async function wizardsRoutes(
  app: FastifyInstance,
  { wizards }: { wizards: WizardsService },
): Promise<void> {
  endpoint(app, {
    method: 'GET',
    url: '/ajax/wizard/link',
    operationId: 'wizard_link_check',
    summary:
      'What a mailed wizard link opens, without opening it (invalid, expired, used, in progress, login required)',
    tags: ['common'],
    querystring: WizardTokenQuerySchema,
    response: WizardLinkCheckSchema,
    handler: async ({ query }, request, reply) => {
      NoStore(reply);
      return wizards.checkLink(query.token, await viewerOf(request), request.ip);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/wizard/open',
    operationId: 'wizard_open',
    summary:
      'Opens a mailed link once and starts its wizard for this browser (tampered 422, expired 410, used or open elsewhere 409)',
    tags: ['common'],
    body: WizardTokenBodySchema,
    response: WizardViewSchema,
    handler: async ({ body }, request, reply) => {
      const { view, secret } = await wizards.open(body.token, await viewerOf(request), request.ip);
      reply.setCookie(wizardCookie(view.wizardId), secret, {
        path: '/',
        httpOnly: true,
        secure: isSecureRequest(request),
        sameSite: 'strict',
        maxAge: WIZARD_SESSION_TTL_MS / 1000,
      });
      reply.code(201);
      return view;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/wizard/:wizardId',
    operationId: 'wizard_get',
    summary: 'A wizard in progress of this browser (another’s: 404)',
    tags: ['common'],
    params: WizardIdParamsSchema,
    response: WizardViewSchema,
    handler: async ({ params }, request, reply) => {
      NoStore(reply);
      return wizards.get(params.wizardId, secretOf(request, params.wizardId), await viewerOf(request));
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/wizard/step',
    operationId: 'wizard_step',
    summary: 'Answers one step of the contact-person or acceptance wizard; the server validates and keeps it',
    tags: ['common'],
    body: WizardStepSchema,
    response: WizardViewSchema,
    handler: async ({ body }, request) =>
      wizards.step(body, secretOf(request, body.wizardId), await viewerOf(request)),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/wizard/finalize-contact-person',
    operationId: 'finalize_contact_person',
    summary: 'Finishes an invitation: the colleague joins the company with their details and password',
    tags: ['common'],
    body: WizardIdBodySchema,
    response: WizardFinishedSchema,
    handler: async ({ body }, request, reply) => {
      const done = await wizards.finalizeContactPerson(body.wizardId, secretOf(request, body.wizardId));
      forget(request, reply, body.wizardId);
      return done;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/wizard/validate-company-change',
    operationId: 'validate_company_change',
    summary:
      'Checks new company data (VAT number and postal code formats, the business registry) and keeps it',
    tags: ['common'],
    body: CompanyChangeSchema,
    response: CompanyCheckSchema,
    handler: async ({ body }, request) =>
      wizards.validateCompanyChange(body, secretOf(request, body.wizardId), await viewerOf(request)),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/wizard/recheck-company-change',
    operationId: 'recheck_company_change',
    summary:
      'Checks the kept company data again against the registry and the data in force (the review step)',
    tags: ['customer'],
    body: WizardIdBodySchema,
    response: CompanyCheckSchema,
    handler: async ({ body }, request) =>
      wizards.recheckCompanyChange(body.wizardId, secretOf(request, body.wizardId), await viewerOf(request)),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/wizard/finalize-company-change',
    operationId: 'finalize_company_change',
    summary: 'Writes the confirmed company data and the payer addresses',
    tags: ['common'],
    body: WizardIdBodySchema,
    response: WizardFinishedSchema,
    handler: async ({ body }, request, reply) => {
      const done = await wizards.finalizeCompanyChange(
        body.wizardId,
        secretOf(request, body.wizardId),
        await viewerOf(request),
      );
      forget(request, reply, body.wizardId);
      return done;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/wizard/declared-uses',
    operationId: 'declared_uses_get',
    summary: 'The end uses one may declare for export-controlled parts, and the declaration in force',
    tags: ['common'],
    response: DeclaredUsesOptionsSchema,
    handler: async (_input, request, reply) => {
      NoStore(reply);
      return wizards.declaredUses((await viewerOf(request))?.customerId ?? null);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/wizard/declared-uses',
    operationId: 'declared_uses_save',
    summary: 'The acceptance wizard’s end-use declaration step (uses, countries of end use, the statement)',
    tags: ['common'],
    body: DeclaredUsesSchema,
    response: WizardViewSchema,
    handler: async ({ body }, request) =>
      wizards.saveDeclaredUses(body, secretOf(request, body.wizardId), await viewerOf(request)),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/wizard/recheck-acceptance',
    operationId: 'recheck_acceptance',
    summary: 'Whether the terms and the end-use declaration are in force, and what the wizard still needs',
    tags: ['common'],
    body: WizardIdBodySchema,
    response: AcceptanceCheckSchema,
    handler: async ({ body }, request) =>
      wizards.recheckAcceptance(body.wizardId, secretOf(request, body.wizardId), await viewerOf(request)),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/wizard/finalize-acceptance',
    operationId: 'finalize_acceptance',
    summary: 'Records the acceptance of the terms and the end-use declaration for the company',
    tags: ['common'],
    body: WizardIdBodySchema,
    response: WizardFinishedSchema,
    handler: async ({ body }, request, reply) => {
      const done = await wizards.finalizeAcceptance(
        body.wizardId,
        secretOf(request, body.wizardId),
        await viewerOf(request),
        request.ip,
      );
      forget(request, reply, body.wizardId);
      return done;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/wizard/clear-session',
    operationId: 'wizard_clear_session',
    summary: 'Leaves a wizard: its answers are dropped and the mailed link works again while it is valid',
    tags: ['common'],
    body: WizardIdBodySchema,
    response: z.undefined(),
    handler: async ({ body }, request, reply) => {
      await wizards.clearSession(body.wizardId, secretOf(request, body.wizardId), await viewerOf(request));
      forget(request, reply, body.wizardId);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/wizard/invalidate-session',
    operationId: 'wizard_invalidate_session',
    summary:
      'Refuses: the wizard ends and its link never works again (a declined invitation removes the colleague)',
    tags: ['common'],
    body: WizardIdBodySchema,
    response: z.undefined(),
    handler: async ({ body }, request, reply) => {
      await wizards.invalidateSession(
        body.wizardId,
        secretOf(request, body.wizardId),
        await viewerOf(request),
      );
      forget(request, reply, body.wizardId);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/wizard/request',
    operationId: 'wizard_request',
    summary:
      'Asks the company’s main contact person, by a mailed link, to confirm a change of company data or to accept the terms and declare end uses',
    tags: ['customer'],
    body: WizardRequestSchema,
    response: WizardRequestedSchema,
    handler: async ({ body }, request, reply) => {
      const identity = await requireOwnSession(request);
      reply.code(202);
      return wizards.request(body.kind, identity);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/login-by-document/file',
    operationId: 'login_by_document_file',
    summary: 'The one document a /login-by-document grant opens (15 minutes; expired 410, else 404)',
    tags: ['common'],
    querystring: DocumentGrantQuerySchema,
    response: z.unknown(),
    handler: async ({ query }, _request, reply) => {
      const file = await wizards.documentFile(query.grant);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  });
}
