import { PASSWORD_RESET_TOKEN_PATTERN } from '../../../../common/accounts';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const token = args.match.params.token ?? '';
  const valid =
    PASSWORD_RESET_TOKEN_PATTERN.test(token) && (await args.services.auth.resetTokenIsLive(token));
  return { meta: personalMeta(args, translator(args)('auth.reset.title')), data: { token, valid } };
});
