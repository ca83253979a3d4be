import type {
  PunchoutConfigInput,
  PunchoutConfigList,
  PunchoutConfigWithSecret,
  PunchoutTransfer,
} from '../../../common/contracts/punchout';
import { generateAccount } from '../../../common/routes-account';
import { getJson, postJson, sendJson } from '../../lib/api';

/** The PunchOut calls (ADR 074), by their named routes, through the one API client. */
export const punchoutApi = {
  list: () => getJson<PunchoutConfigList>(generateAccount('profile_punchout_list')),
  create: (input: PunchoutConfigInput) =>
    postJson<PunchoutConfigWithSecret>(generateAccount('profile_punchout_create'), input),
  renewSecret: (id: number) =>
    postJson<PunchoutConfigWithSecret>(generateAccount('profile_punchout_secret', { id: String(id) }), {}),
  remove: (id: number) =>
    sendJson<void>('DELETE', generateAccount('profile_punchout_delete', { id: String(id) })),
  /** Spec §7 finish-special-cxml: the cart into a PunchOutOrderMessage; then the transfer page posts it. */
  transfer: (orderNumber: string) =>
    postJson<PunchoutTransfer>(generateAccount('order_finish_special_cxml', { orderNumber }), {}),
};
