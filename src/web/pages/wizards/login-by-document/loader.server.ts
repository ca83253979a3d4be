import { DOCUMENT_TOKEN, type DocumentLinkView } from '../../../../common/wizards';
import { personalMeta, pageLoader, translator } from '../../loader-support.server';
import page from './page';

/**
 * The mailed token is exchanged for a 15-minute grant to that one document; no session starts
 * (ADR 073). A token that cannot be one is answered without the key or the database.
 */
export default pageLoader(page, async (args) => {
  const token = args.url.searchParams.get('token') ?? '';
  const view: DocumentLinkView = DOCUMENT_TOKEN.test(token)
    ? await args.services.wizards.openDocumentLink(token, args.clientIp ?? 'page')
    : { state: 'invalid' };
  const status =
    view.state === 'valid' ? 200 : view.state === 'too_many' ? 429 : view.state === 'expired' ? 410 : 404;
  return { meta: personalMeta(args, translator(args)('wizards.document.title')), data: view, status };
});
