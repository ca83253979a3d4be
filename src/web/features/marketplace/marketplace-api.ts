import type {
  MarketplaceFrontConstraints,
  MarketplaceSend,
  MarketplaceSendAnswer,
} from '../../../common/marketplace';
import { generateContact } from '../../../common/routes-contact';
import { getJson, postJson } from '../../lib/api';

/** Spec §7 customer marketplace calls (ADR 072); refusals arrive as ApiError in the shop's shape. */
export const marketplaceApi = {
  frontConstraints: (symbol: string) =>
    getJson<MarketplaceFrontConstraints>(
      `${generateContact('customer_marketplace_front_constraints')}?symbol=${encodeURIComponent(symbol)}`,
    ),
  send: (body: MarketplaceSend) =>
    postJson<MarketplaceSendAnswer>(generateContact('customer_marketplace_send'), body),
};
