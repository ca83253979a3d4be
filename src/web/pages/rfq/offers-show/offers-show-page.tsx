import { useState } from 'react';
import { Link } from 'react-router';
import type { OfferList } from '../../../../common/contracts/offers';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { LoginForm } from '../../../features/auth/login-form';
import { OfferCard } from '../../../features/rfq/offer-card';
import { offersApi } from '../../../features/rfq/offers-api';
import '../../../features/rfq/rfq.css';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';

export interface OffersShowData {
  /** Null when nobody is logged in: the page asks to log in. */
  list: OfferList | null;
}

/** /Profile/Offers/Show.html: the customer's special offers, orderable first; lines go into a cart at the offered price. */
export function OffersShowPage({ data, locale }: PageProps<OffersShowData>) {
  const t = useT();
  const [cart, setCart] = useState<string | null>(null);
  const { list } = data;

  if (!list) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('offers.title')}</h1>
        <p className="auth-page__intro">{t('offers.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }

  return (
    <div className="auth-page offers">
      <ProfileNav locale={locale} current="offers_show" />
      <h1>{t('offers.title')}</h1>
      <p className="auth-page__intro">{t('offers.intro')}</p>
      <div className="rfq__notice" role="status" aria-live="polite" data-testid="offers-notice">
        {cart && (
          <>
            {t('offers.added')}{' '}
            <Link to={localHref(locale, 'order_cart', { orderStep: '1', orderNumber: cart })}>
              {t('offers.goToCart')}
            </Link>
          </>
        )}
      </div>
      {list.items.length === 0 ? (
        <p className="offers__empty" data-testid="offers-empty">
          {t('offers.empty')}
        </p>
      ) : (
        list.items.map((offer) => (
          <OfferCard
            key={offer.number}
            offer={offer}
            onAdd={async (lines) => {
              const result = await offersApi.toCart({ offerNumber: offer.number, orderNumber: '0', lines });
              if (result.lines.some((l) => l.outcome === 'added')) setCart(result.orderNumber);
              return result;
            }}
            onOrderOutOfRange={async (position, amount) => {
              const result = await offersApi.orderOutOfRange({ offerNumber: offer.number, position, amount });
              setCart(result.orderNumber);
            }}
          />
        ))
      )}
      <Pagination page={list.page} pageCount={list.pages} />
    </div>
  );
}
