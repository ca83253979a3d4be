import {
  closedPopupsValue,
  isSafePopupUrl,
  parseClosedPopups,
  POPUP_CLOSED_COOKIE,
  POPUP_CLOSED_DAYS,
} from '../../../common/popup-rules';
import type { MarketingPopup } from '../../../common/popups';
import { readCookie, setCookie } from '../../lib/cookies';
import { useT } from '../../lib/i18n';
import { Dialog } from '../../ui/dialog';
import type { ModalStack } from '../../ui/modal-stack';
import { popupsApi } from './popups-api';
import './marketing-popup.css';

/**
 * Remembers a closed popup in the marketing cookie (per popup: a new one still shows). Without
 * marketing consent setCookie stores nothing, and no popup was shown anyway.
 */
export function rememberClosed(id: number): void {
  const value = closedPopupsValue(parseClosedPopups(readCookie(POPUP_CLOSED_COOKIE)), id);
  setCookie(POPUP_CLOSED_COOKIE, value, { category: 'marketing', days: POPUP_CLOSED_DAYS });
}

/** Asks for the popup of the page's market and language and opens it; nothing when there is none. */
export async function showMarketingPopup({
  open,
  country,
  stillWanted,
}: {
  open: ModalStack['open'];
  country: string;
  stillWanted: () => boolean;
}): Promise<void> {
  // The page may have moved on while the chunk loaded: then nothing is asked at all.
  if (!stillWanted()) return;
  const { popup } = await popupsApi.marketing(country);
  if (!popup || !stillWanted()) return;
  open(({ close }) => <MarketingPopupContent popup={popup} close={close} />, {
    className: 'marketing-popup',
    // However it is closed (×, Escape, the backdrop, the link), it stays closed.
    onClose: () => rememberClosed(popup.id),
  });
}

export function MarketingPopupContent({ popup, close }: { popup: MarketingPopup; close: () => void }) {
  const t = useT();
  return (
    <Dialog title={popup.title} closeLabel={t('popups.close')} className="marketing-popup__dialog">
      <div data-testid="marketing-popup">
        {popup.imageUrl && isSafePopupUrl(popup.imageUrl) ? (
          <img className="marketing-popup__image" src={popup.imageUrl} alt="" loading="lazy" />
        ) : null}
        <p className="marketing-popup__body">{popup.body}</p>
        {isSafePopupUrl(popup.linkUrl) ? (
          <a
            className="ui-button ui-button--primary marketing-popup__link"
            href={popup.linkUrl}
            rel="noopener"
            onClick={close}
          >
            {popup.linkLabel}
          </a>
        ) : null}
      </div>
    </Dialog>
  );
}
