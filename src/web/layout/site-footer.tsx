import { useT } from '../lib/i18n';
import { localHref, type Locale } from '../lib/locale';
import { CookieSettingsLink } from '../features/content/consent';
import { NewsletterSlot } from '../features/newsletter/newsletter-slot';

export function SiteFooter({ locale }: { locale: Locale }) {
  const t = useT();
  const href = (name: string) => localHref(locale, name);
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section>
          <h2>{t('footer.customerService')}</h2>
          <a href={href('contact_index')}>{t('footer.contact')}</a>
          <a href={href('help_index')}>{t('footer.help')}</a>
          <a href={href('how_to_buy_index')}>{t('footer.howToBuy')}</a>
        </section>
        <section>
          <h2>{t('footer.shopping')}</h2>
          <a href={href('catalog_index')}>{t('header.catalogue')}</a>
          <a href={href('linecard_index')}>{t('header.linecard')}</a>
          <a href={href('promotions_index')}>{t('header.promotions')}</a>
          <a href={href('recommended-products_index')}>{t('recommended.pageTitle')}</a>
          <a href={href('tenders')}>{t('tenders.title')}</a>
        </section>
        <section>
          <h2>{t('header.countryAndLanguage')}</h2>
          {/* The country modal leaves the international site out (spec §2): it is reached here. */}
          <a href={localHref({ prefix: { _country: 'en' } }, 'home_index')}>
            {t('country.en')} (English, EUR)
          </a>
        </section>
        <NewsletterSlot country={locale.country} />
      </div>
      <p className="site-footer__note">
        {t('footer.pricesNote', {
          currency: locale.currency,
          priceType: locale.gross ? t('footer.grossPrices') : t('footer.netPrices'),
        })}
      </p>
      <p className="site-footer__note">
        <CookieSettingsLink />
      </p>
      <p className="site-footer__note">{t('footer.copyright', { year: 2026 })}</p>
    </footer>
  );
}
