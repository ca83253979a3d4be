import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { openChat } from '../../lib/open-chat';
import { Dialog } from '../../ui/dialog';
import { useCurrentModal } from '../../ui/modal-stack';

export interface InternationalOfferProps {
  locale: Locale;
  /** The market of the page (a country's site). */
  pageCountry: string;
  /** The site the buyer's account shops on: 'en' (international) or 'us'. */
  homeSite: string;
  /** The same page on the buyer's site. */
  internationalHref: string;
  /** "Complete the order": the product goes into the cart here. */
  onComplete: () => void;
  /** "Go to the international shop": keep the order for the page there, then go. */
  onGoInternational: () => void;
}

/**
 * The international-offer dialog (spec §2): a buyer from outside the markets orders on a country's
 * site. Five ways on: stay (nothing is ordered), complete the order here, go to the international
 * (or US) shop with the order carried over, the live chat, the contact page. Its own chunk, loaded
 * when the order button needs it (ADR 081).
 */
export function InternationalOfferDialog({
  locale,
  pageCountry,
  homeSite,
  internationalHref,
  onComplete,
  onGoInternational,
}: InternationalOfferProps) {
  const t = useT();
  const modal = useCurrentModal();
  const close = () => modal?.close();
  const site = t(homeSite === 'us' ? 'international.offer.siteUs' : 'international.offer.siteEn');
  return (
    <Dialog
      title={t('international.offer.title')}
      closeLabel={t('common.close')}
      className="international-offer"
    >
      <p className="international-offer__lead">
        {t('international.offer.lead', { site, country: t(`country.${pageCountry}`) })}
      </p>
      <ul className="international-offer__choices" data-testid="international-offer">
        <li>
          <button
            type="button"
            className="button button--primary"
            data-testid="international-go"
            onClick={() => {
              onGoInternational();
              window.location.assign(internationalHref);
            }}
          >
            {t('international.offer.goInternational', { site })}
          </button>
          <span className="international-offer__hint">{t('international.offer.goInternationalHint')}</span>
        </li>
        <li>
          <button
            type="button"
            className="button"
            data-testid="international-complete"
            onClick={() => {
              close();
              onComplete();
            }}
          >
            {t('international.offer.complete')}
          </button>
          <span className="international-offer__hint">{t('international.offer.completeHint')}</span>
        </li>
        <li>
          <button
            type="button"
            className="button"
            data-testid="international-chat"
            onClick={() => {
              close();
              openChat();
            }}
          >
            {t('international.offer.chat')}
          </button>
        </li>
        <li>
          <a className="button" href={localHref(locale, 'contact_index')} data-testid="international-contact">
            {t('international.offer.contact')}
          </a>
        </li>
        <li>
          <button
            type="button"
            className="button button--link"
            data-testid="international-stay"
            data-autofocus
            onClick={close}
          >
            {t('international.offer.stay')}
          </button>
        </li>
      </ul>
    </Dialog>
  );
}
