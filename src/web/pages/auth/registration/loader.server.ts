import { REGISTRATION_COUNTRIES } from '../../../../common/accounts';
import { getMarket } from '../../../../common/markets';
import { localHref } from '../../../lib/locale';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const t = translator(args);
  const { language } = args.locale;
  const countries = Object.keys(REGISTRATION_COUNTRIES).map((code) => ({
    code,
    name: t(getMarket(code).nameKey),
  }));
  const country = REGISTRATION_COUNTRIES[args.locale.country] ? args.locale.country : 'pl';
  return {
    meta: {
      ...personalMeta(args, t('auth.registration.title')),
      canonical: new URL(localHref(args.locale, 'registration'), args.publicUrl).toString(),
    },
    data: {
      constraints: {
        '1': args.services.registration.frontConstraints('1').constraints,
        '2': args.services.registration.frontConstraints('2').constraints,
      },
      industries: args.services.registration.industries(language).industries,
      countries,
      country,
      customerTypes: args.services.registration.customerTypes(country, language).customerTypes,
      regions: args.services.customers.regions(country),
    },
  };
});
