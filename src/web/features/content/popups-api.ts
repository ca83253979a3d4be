import type { DeskPopup, MarketingPopupView, PopupInput } from '../../../common/popups';
import { generate } from '../../../common/routes';
import { getJson, postJson, sendJson } from '../../lib/api';

/** GET popup marketing (issue 20, spec §7; ADR 071): the consent and closed popups go as cookies. */
export const popupsApi = {
  marketing: (country: string) =>
    getJson<MarketingPopupView>(`${generate('popup_marketing')}?${new URLSearchParams({ country })}`),
};

/** The staff desk's popup calls. */
export const popupsDeskApi = {
  list: () => getJson<{ popups: DeskPopup[] }>(generate('staff_popups_list')),
  create: (popup: PopupInput) => postJson<DeskPopup>(generate('staff_popup_create'), popup),
  update: (id: number, popup: PopupInput) =>
    sendJson<DeskPopup>('PUT', generate('staff_popup_update', { id }), popup),
};
