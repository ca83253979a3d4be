import { localHref } from '../../../lib/locale';
import { pageLoader, publicMeta, translator } from '../../loader-support.server';
import page from './page';

/** Route → section of the message catalogues (`pages.<section>.*`). */
const SECTIONS: Record<string, string> = {
  help_index: 'help',
  how_to_buy_index: 'howToBuy',
};

export default pageLoader(page, async (args) => {
  const t = translator(args);
  const section = SECTIONS[args.match.name];
  return {
    meta: publicMeta(
      args,
      t(`pages.${section}.title`),
      t(`pages.${section}.intro`),
      localHref(args.locale, args.match.name),
    ),
    data: { section },
  };
});
