import { REGISTRATION_COUNTRIES } from '../../common/accounts';
import { translate } from '../../common/i18n';
import { getMarket } from '../../common/markets';
import { PASSWORD_RESET_TOKEN_PATTERN } from '../../common/accounts';
import { safeBackPath } from '../../common/back-path';
import { localHref } from '../lib/locale';
import type { PageMeta, PagePayload } from './page-types';
import type { PageLoadArgs } from './page-loaders.server';
import type { LoginPageData } from './login-page';
import type { RegistrationPageData } from './registration-page';
import type { PasswordResetPageData } from './password-reset-page';
import type { ProfileAddressesData } from './profile-addresses-page';
import type { ProfileTermsData } from './profile-terms-page';

/** Account pages are personal: never indexed, canonical without the query. */
function meta(args: PageLoadArgs, titleKey: string): PageMeta {
  const title = translate(args.locale.language, titleKey);
  return {
    title: `${title} | Component Shop`,
    description: title,
    canonical: new URL(args.url.pathname, args.publicUrl).toString(),
    noindex: true,
  };
}

const loginPage =
  (variant: LoginPageData['variant'], titleKey: string) =>
  async (args: PageLoadArgs): Promise<PagePayload<LoginPageData>> => ({
    page: 'login',
    meta: meta(args, titleKey),
    data: { variant, back: safeBackPath(args.url.searchParams.get('back')) },
  });

export const AUTH_PAGE_LOADERS: Record<string, (args: PageLoadArgs) => Promise<PagePayload>> = {
  login: loginPage('standard', 'auth.login.title'),
  login_zbl: loginPage('zbl', 'auth.zbl.title'),
  login_registered_zbl: loginPage('zbl_registered', 'auth.zbl.registeredTitle'),
  logout: async (args) => ({ page: 'logout', meta: meta(args, 'auth.logout.title'), data: null }),
  profile_reset_password: async (args) => ({
    page: 'profile_reset_password',
    meta: meta(args, args.customer ? 'auth.change.title' : 'auth.resetRequest.title'),
    data: null,
  }),
  password_reset: async (args): Promise<PagePayload<PasswordResetPageData>> => {
    const token = args.match.params.token ?? '';
    const valid =
      PASSWORD_RESET_TOKEN_PATTERN.test(token) && (await args.services.auth.resetTokenIsLive(token));
    return { page: 'password_reset', meta: meta(args, 'auth.reset.title'), data: { token, valid } };
  },
  profile_addresses: async (args): Promise<PagePayload<ProfileAddressesData>> => {
    const { customer, locale } = args;
    const { addresses } = args.services;
    return {
      page: 'profile_addresses',
      meta: meta(args, 'account.addresses.title'),
      data: {
        // Scoped by the session's customer: nobody sees another customer's addresses.
        addresses: customer ? await addresses.list(customer.customerId, locale.language) : null,
        countries: {
          SH: addresses.countries('SH', customer?.country ?? null, locale.language),
          ZO: addresses.countries('ZO', customer?.country ?? null, locale.language),
        },
        create: args.url.searchParams.get('addressCreate') === 'true',
      },
    };
  },
  profile_terms: async (args): Promise<PagePayload<ProfileTermsData>> => ({
    page: 'profile_terms',
    meta: meta(args, 'account.terms.title'),
    data: { terms: args.customer ? await args.services.customers.terms(args.customer.customerId) : null },
  }),
  registration: async (args): Promise<PagePayload<RegistrationPageData>> => {
    const { language } = args.locale;
    const countries = Object.keys(REGISTRATION_COUNTRIES).map((code) => ({
      code,
      name: translate(language, getMarket(code).nameKey),
    }));
    const country = REGISTRATION_COUNTRIES[args.locale.country] ? args.locale.country : 'pl';
    return {
      page: 'registration',
      meta: {
        ...meta(args, 'auth.registration.title'),
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
  },
};
