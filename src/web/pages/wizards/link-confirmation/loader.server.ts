import { WIZARD_KINDS, type WizardKind } from '../../../../common/wizards';
import { personalMeta, pageLoader, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const asked = args.url.searchParams.get('kind') ?? '';
  const kind = (WIZARD_KINDS as readonly string[]).includes(asked) ? (asked as WizardKind) : null;
  const t = translator(args);
  return {
    meta: personalMeta(args, t(`wizards.done.${kind ?? 'generic'}.title`)),
    data: { kind },
  };
});
