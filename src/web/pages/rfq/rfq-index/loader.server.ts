import { RfqSearchSchema } from '../../../../common/contracts/rfq';
import { notFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import type { RfqIndexData } from './rfq-index-page';
import page from './page';

/** The list as the address asks for it (nonsense in it shows the first page); "new" is the editor. */
export default pageLoader(page, async (args) => {
  const path = args.match.params.path ?? 'home';
  if (path !== 'home' && path !== 'new') return notFound(args);
  const t = translator(args);
  const meta = personalMeta(args, path === 'new' ? t('rfq.newRequest') : t('rfq.title'));
  const asked = RfqSearchSchema.safeParse(Object.fromEntries(args.url.searchParams));
  const search = asked.success ? asked.data : RfqSearchSchema.parse({});
  const empty: RfqIndexData = { view: path, search, list: null, saved: [] };
  if (!args.customer) return { meta, data: empty };
  if (path === 'new') return { meta, data: empty };
  const actor = await args.services.cart.actorOf(
    args.customer.customerId,
    args.customer.contactPerson.crc,
    args.locale.language,
  );
  // Scoped by the session's customer and, for saved searches, its contact person.
  const [list, saved] = await Promise.all([
    args.services.rfq.search(args.customer.customerId, search),
    actor ? args.services.rfq.savedSearches(actor.contactPersonId) : { elements: [] },
  ]);
  return { meta, data: { view: 'home', search, list, saved: saved.elements } satisfies RfqIndexData };
});
