import { redirect } from 'react-router';
import type { EinvoiceLinkCheck } from '../../common/contracts/customer-profile';
import { EINVOICE_PARAMS_PATTERN } from '../../common/contracts/customer-profile';
import { translate } from '../../common/i18n';
import { localHref } from '../lib/locale';
import type { PageMeta, PagePayload } from './page-types';
import type { PageLoadArgs } from './page-loaders.server';
import type { ProfileEinvoiceData } from './profile-einvoice-page';
import type { EinvoiceActivateData } from './einvoice-activate-page';
import type { ProfileCustomerInfoData } from './profile-customer-info-page';
import type { ProfileContactPersonsData } from './profile-contact-persons-page';
import type { ProfilePartnersData } from './profile-partners-page';

/** Profile pages are personal: never indexed, canonical without the query. */
function meta(args: PageLoadArgs, titleKey: string): PageMeta {
  const title = translate(args.locale.language, titleKey);
  return {
    title: `${title} | Component Shop`,
    description: title,
    canonical: new URL(args.url.pathname, args.publicUrl).toString(),
    noindex: true,
  };
}

/**
 * Pages of the profile built on the customer services: every query is scoped by the session's
 * customer; without one the page asks to log in (data null).
 */
export const ACCOUNTS_PAGE_LOADERS: Record<string, (args: PageLoadArgs) => Promise<PagePayload | Response>> =
  {
    profile_einvoice: async (args): Promise<PagePayload<ProfileEinvoiceData>> => ({
      page: 'profile_einvoice',
      meta: meta(args, 'accounts.einvoice.title'),
      data: { state: args.customer ? await args.services.einvoice.state(args.customer.customerId) : null },
    }),
    // The legacy request page of the service is the e-invoice settings now.
    einvoice_service_activation_request: async (args) =>
      redirect(localHref(args.locale, 'profile_einvoice'), 301),
    einvoice_activate: async (args): Promise<PagePayload<EinvoiceActivateData>> => {
      const token = args.match.params.encryptedParams ?? '';
      // A link that cannot even be a token is answered without touching the key or the database.
      const check: EinvoiceLinkCheck = EINVOICE_PARAMS_PATTERN.test(token)
        ? await args.services.einvoice.checkLink(args.customer?.customerId ?? null, token)
        : { state: 'invalid' };
      return {
        page: 'einvoice_activate',
        meta: meta(args, 'accounts.einvoice.activate.title'),
        data: { token, check },
      };
    },
    profile_customer_info: async (args): Promise<PagePayload<ProfileCustomerInfoData>> => {
      const { customer, services, locale } = args;
      if (!customer) {
        return { page: 'profile_customer_info', meta: meta(args, 'accounts.info.title'), data: null };
      }
      const [info, methods] = await Promise.all([
        services.customerInfo.info(customer.customerId),
        services.customerInfo.methodChoices(locale.language),
      ]);
      return {
        page: 'profile_customer_info',
        meta: meta(args, 'accounts.info.title'),
        data: { info, deliveryMethods: methods.delivery, paymentMethods: methods.payment },
      };
    },
    profile_contact_persons: async (args): Promise<PagePayload<ProfileContactPersonsData>> => ({
      page: 'profile_contact_persons',
      meta: meta(args, 'accounts.contacts.title'),
      data: {
        contactPersons: args.customer
          ? await args.services.customers.contactPersons(args.customer.customerId)
          : null,
      },
    }),
    profile_addresses_partners: async (args): Promise<PagePayload<ProfilePartnersData>> => {
      const { customer, locale, services } = args;
      const list = customer ? await services.addresses.list(customer.customerId, locale.language) : null;
      return {
        page: 'profile_addresses_partners',
        meta: meta(args, 'accounts.partners.title'),
        data: {
          recipients: list ? list.invoiceSendAddresses.elements : null,
          countries: services.addresses.countries('ZO', customer?.country ?? null, locale.language),
        },
      };
    },
  };
