import type { MarketingPopupView } from '../../../common/popups';
import { generate } from '../../../common/routes';
import { getJson } from '../../lib/api';

/** GET popup marketing (issue 20, spec §7; ADR 071): the consent and closed popups go as cookies. */
export const popupsApi = {
  marketing: (country: string) =>
    getJson<MarketingPopupView>(`${generate('popup_marketing')}?${new URLSearchParams({ country })}`),
};
