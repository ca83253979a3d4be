import { LINK_PROBLEMS, WIZARD_KINDS, type WizardKind } from '../../../../common/wizards';
import { personalMeta, pageLoader, translator } from '../../loader-support.server';
import page from './page';
import type { LinkFailureData } from './link-failure-page';

export default pageLoader(page, async (args) => {
  const reason = args.url.searchParams.get('reason') ?? '';
  const kind = args.url.searchParams.get('kind') ?? '';
  const data: LinkFailureData = {
    reason: (LINK_PROBLEMS as readonly string[]).includes(reason)
      ? (reason as LinkFailureData['reason'])
      : reason === 'too_many'
        ? 'too_many'
        : 'invalid',
    kind: (WIZARD_KINDS as readonly string[]).includes(kind) ? (kind as WizardKind) : null,
  };
  // A link that does not work is not found, as far as robots and caches are concerned.
  return { meta: personalMeta(args, translator(args)('wizards.failure.title')), data, status: 410 };
});
