import type { CustomerInfo, CustomerInfoUpdate } from '../../../common/contracts/customer-profile';
import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import type { Db } from '../../db/client';
import { deliveryChoiceName } from '../ordering';
import {
  replaceVatNumbers,
  selectMethodChoices,
  selectPreferences,
  selectVatNumbers,
  upsertPreferences,
} from './customer-profile.repository';

/**
 * Customer info (spec §3): VAT numbers per EU country (the order form's vatEuCountry picks one)
 * and the default delivery and payment methods the order form preselects.
 */
export function createCustomerInfoService(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function info(customerId: number): Promise<CustomerInfo> {
    const [vatNumbers, preferences] = await Promise.all([
      selectVatNumbers(db, customerId),
      selectPreferences(db, customerId),
    ]);
    return {
      newCustomerAddresses: true,
      vatNumbers,
      defaultDelivery: preferences?.defaultDelivery ?? null,
      defaultPayment: preferences?.defaultPayment ?? null,
    };
  }

  return {
    info,

    /** The contract has validated and normalised the numbers; only the session's customer changes. */
    async update(customerId: number, change: CustomerInfoUpdate): Promise<CustomerInfo> {
      if (change.vatNumbers) await replaceVatNumbers(db, customerId, change.vatNumbers);
      if (change.defaultDelivery !== undefined || change.defaultPayment !== undefined) {
        await upsertPreferences(
          db,
          customerId,
          {
            ...(change.defaultDelivery !== undefined ? { defaultDelivery: change.defaultDelivery } : {}),
            ...(change.defaultPayment !== undefined ? { defaultPayment: change.defaultPayment } : {}),
          },
          now(),
        );
      }
      return info(customerId);
    },

    /** Methods checkout offers, named for a list of every country's methods, to choose defaults from. */
    async methodChoices(language: Language) {
      const { delivery, payment } = await selectMethodChoices(db);
      return {
        delivery: delivery.map((m) => ({ id: m.id, name: deliveryChoiceName(m, language) })),
        payment: payment.map((m) => ({ id: m.id, name: translate(language, m.nameKey) })),
      };
    },
  };
}

export type CustomerInfoService = ReturnType<typeof createCustomerInfoService>;
