/**
 * The loader of both wizard pages (spec §2 /wizard/display for invitations, /wizard/data-acceptance
 * for company data and acceptances; ADR 073). `?token=` is a mailed link, checked and described
 * without being opened (a mail scanner that follows links opens nothing); `?wizard=` is a wizard
 * this browser opened. A link that cannot be used goes to /link/failure with its reason.
 */
import { redirect } from 'react-router';
import { AppError } from '../../../common/errors';
import { WIZARD_ID, WIZARD_PAGE, WIZARD_TOKEN, wizardCookie } from '../../../common/wizards';
import { localHref } from '../../lib/locale';
import type { WizardPageData } from '../../features/wizards/wizard-types';
import {
  notFound,
  personalMeta,
  translator,
  type PageAnswer,
  type PageLoadArgs,
  type PageView,
} from '../loader-support.server';

export async function loadWizardPage(args: PageLoadArgs): Promise<PageView<WizardPageData> | PageAnswer> {
  const t = translator(args);
  const { services } = args;
  const here = args.match.name;
  const viewer = args.customer
    ? { customerId: args.customer.customerId, email: args.customer.contactPerson.email }
    : null;
  const failure = (reason: string, kind?: string | null) =>
    redirect(localHref(args.locale, 'link_failure', { reason, ...(kind ? { kind } : {}) }));
  const wizardId = args.url.searchParams.get('wizard');
  const token = args.url.searchParams.get('token');

  if (wizardId !== null) {
    if (!WIZARD_ID.test(wizardId)) return notFound(args);
    try {
      const view = await services.wizards.get(wizardId, args.cookies[wizardCookie(wizardId)], viewer);
      if (WIZARD_PAGE[view.kind] !== here)
        return redirect(localHref(args.locale, WIZARD_PAGE[view.kind], { wizard: wizardId }));
      const declaredUses =
        view.kind === 'acceptance'
          ? await services.wizards.declaredUses(args.customer?.customerId ?? null)
          : null;
      return {
        meta: personalMeta(args, t(`wizards.title.${view.kind}`)),
        data: { mode: 'wizard', view, declaredUses },
      };
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return notFound(args);
      if (error instanceof AppError && error.status === 410) return failure('expired');
      throw error;
    }
  }

  if (token === null || !WIZARD_TOKEN.test(token)) return failure('invalid');
  let check;
  try {
    check = await services.wizards.checkLink(token, viewer, args.clientIp ?? 'page');
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return failure('too_many');
    throw error;
  }
  if (check.state !== 'valid' && check.state !== 'login_required') return failure(check.state, check.kind);
  if (check.kind && WIZARD_PAGE[check.kind] !== here)
    return redirect(localHref(args.locale, WIZARD_PAGE[check.kind], { token }));
  return {
    meta: personalMeta(args, t(check.kind ? `wizards.title.${check.kind}` : 'wizards.failure.title')),
    data: { mode: 'link', token, check },
  };
}
