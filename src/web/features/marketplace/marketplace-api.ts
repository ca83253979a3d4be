import type {
  MarketplaceFrontConstraints,
  MarketplaceSend,
  MarketplaceSendAnswer,
} from '../../../common/marketplace';
import { generate } from '../../../common/routes';
import { getJson, postJson } from '../../lib/api';

/** Spec §7 customer marketplace calls (ADR 072); refusals arrive as ApiError in the shop's shape. */
export const marketplaceApi = {
  frontConstraints: (symbol: string) =>
    getJson<MarketplaceFrontConstraints>(
      `${generate('customer_marketplace_front_constraints')}?symbol=${encodeURIComponent(symbol)}`,
    ),
  send: (body: MarketplaceSend) =>
    postJson<MarketplaceSendAnswer>(generate('customer_marketplace_send'), body),
};
