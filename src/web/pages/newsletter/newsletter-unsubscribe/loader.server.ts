import { NewsletterTokenSchema } from '../../../../common/newsletter';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/** The subscription the signed link names; a forged or mangled link shows the problem. */
export default pageLoader(page, async (args) => {
  const parsed = NewsletterTokenSchema.safeParse(args.match.params.token ?? '');
  const subscription = parsed.success
    ? await args.services.newsletter.byLink(parsed.data).catch(() => null)
    : null;
  return {
    meta: personalMeta(args, translator(args)('newsletter.unsubscribe.title')),
    data: { token: parsed.success ? parsed.data : '', subscription },
  };
});
