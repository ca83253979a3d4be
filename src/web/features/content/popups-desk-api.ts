import type { DeskPopup, PopupInput } from '../../../common/popups';
import { generateDesk } from '../../../common/routes-desk';
import { getJson, postJson, sendJson } from '../../lib/api';

/** The staff desk's popup calls (ADR 071; apart from the shop's, ADR 085). */
export const popupsDeskApi = {
  list: () => getJson<{ popups: DeskPopup[] }>(generateDesk('staff_popups_list')),
  create: (popup: PopupInput) => postJson<DeskPopup>(generateDesk('staff_popup_create'), popup),
  update: (id: number, popup: PopupInput) =>
    sendJson<DeskPopup>('PUT', generateDesk('staff_popup_update', { id }), popup),
};
