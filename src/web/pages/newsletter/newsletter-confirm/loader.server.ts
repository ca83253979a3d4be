import { NewsletterTokenSchema } from '../../../../common/newsletter';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/** Only shows the address: a mail scanner following the link confirms nothing (the button does). */
export default pageLoader(page, async (args) => {
  const parsed = NewsletterTokenSchema.safeParse(args.match.params.token ?? '');
  const view = parsed.success
    ? await args.services.newsletter.confirmView(parsed.data).catch(() => null)
    : null;
  return {
    meta: personalMeta(args, translator(args)('newsletter.confirm.title')),
    data: {
      token: parsed.success ? parsed.data : '',
      email: view?.email ?? null,
      valid: view?.valid ?? false,
    },
  };
});
