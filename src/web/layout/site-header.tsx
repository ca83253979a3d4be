import { useT } from '../lib/i18n';
import { localHref, type Locale } from '../lib/locale';
import { CountrySwitch } from './country-switch';
import { PriceIndication } from './price-indication';
import { CategoryDrawerButton } from '../features/content/category-drawer';
import { AccountMenu } from '../features/auth/account-menu';
import { useRootData } from '../lib/root-data';
import { SearchBox } from '../features/search/search-box';
import { BuyerKindSwitch } from '../features/accounts/buyer-kind-switch';
import { MiniCart } from '../features/cart/mini-cart';
import { VisitorCartLink } from '../features/cart/visitor-cart-link';

export function SiteHeader({ locale }: { locale: Locale }) {
  const t = useT();
  const { customer, buyerKind } = useRootData();
  const href = (name: string) => localHref(locale, name);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <div className="site-header__top">
        <CategoryDrawerButton locale={locale} />
        <a className="site-logo" href={href('home_index')} aria-label="Component Shop">
          <span className="site-logo__mark" aria-hidden="true">
            ⚡
          </span>
          <span className="site-logo__text">Component Shop</span>
        </a>
        <SearchBox locale={locale} />
        {/* One group from 768 px; on a phone its two parts are placed apart (app.css): the account
            and cart beside the logo, the market settings in a row of their own under the search. */}
        <div className="site-header__tools">
          <div className="site-header__market">
            <CountrySwitch locale={locale} />
            <BuyerKindSwitch locale={locale} customer={customer} current={buyerKind} />
            <PriceIndication locale={locale} />
          </div>
          <nav className="site-header__account" aria-label={t('header.myAccount')}>
            <AccountMenu locale={locale} customer={customer} />
            {customer ? <MiniCart locale={locale} /> : <VisitorCartLink locale={locale} />}
          </nav>
        </div>
      </div>
      <nav className="site-nav" aria-label={t('header.menu')}>
        <a href={href('catalog_index')}>{t('header.catalogue')}</a>
        <a href={href('linecard_index')}>{t('header.linecard')}</a>
        <a href={href('quick_buy')}>{t('quickbuy.headerLink')}</a>
        <a href={href('promotions_index')}>{t('header.promotions')}</a>
        <a href={href('how_to_buy_index')}>{t('header.howToBuy')}</a>
        <a href={href('help_index')}>{t('header.help')}</a>
        <a href={href('contact_index')}>{t('header.contact')}</a>
      </nav>
    </header>
  );
}
