import { safeBackPath } from '../../../../common/back-path';
import type { DataOf } from '../../define-page';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/** Route → the login form's variant and its title. */
const VARIANTS: Record<string, [variant: DataOf<typeof page>['variant'], titleKey: string]> = {
  login: ['standard', 'auth.login.title'],
  login_zbl: ['zbl', 'auth.zbl.title'],
  login_registered_zbl: ['zbl_registered', 'auth.zbl.registeredTitle'],
};

export default pageLoader(page, async (args) => {
  const [variant, titleKey] = VARIANTS[args.match.name];
  return {
    meta: personalMeta(args, translator(args)(titleKey)),
    data: { variant, back: safeBackPath(args.url.searchParams.get('back')) },
  };
});
