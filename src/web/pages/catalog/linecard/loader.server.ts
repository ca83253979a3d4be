import { localHref } from '../../../lib/locale';
import { pageLoader, publicMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const t = translator(args);
  const letter = args.url.searchParams.get('letter');
  const valid = letter && /^([A-Za-z]|#)$/.test(letter) ? letter.toUpperCase() : undefined;
  const linecard = await args.services.catalog.linecard(valid);
  return {
    meta: publicMeta(
      args,
      t('linecard.title'),
      t('linecard.intro'),
      localHref(args.locale, 'linecard_index'),
    ),
    data: { linecard, letter: valid ?? null },
  };
});
