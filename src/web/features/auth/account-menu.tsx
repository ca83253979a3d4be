import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Customer } from '../../../common/contracts/auth';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { ChunkBoundary } from '../../ui/chunk-boundary';

const AccountMenuPanel = lazy(() =>
  import('./account-menu-panel').then((m) => ({ default: m.AccountMenuPanel })),
);

/** A person (with a "+" for registering): what the account links show when a phone hides their words. */
function PersonIcon({ plus = false }: { plus?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      className="site-header__icon"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx={plus ? 10 : 12} cy="8" r="4" />
      <path d={plus ? 'M3 21a7 7 0 0 1 14 0' : 'M4 21a8 8 0 0 1 16 0'} />
      {plus && <path d="M20 8v6M17 11h6" />}
    </svg>
  );
}

/**
 * The header's account area: log in / register for visitors, the customer's menu once logged in.
 * Each shows an icon and its words; under 1280 px the words are only for assistive technology
 * (`.visually-hidden-below-desktop`), so the header keeps one row on tablets and fits beside the logo on phones.
 */
export function AccountMenu({ locale, customer }: { locale: Locale; customer: Customer | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!customer) {
    return (
      <>
        <a className="site-header__link" href={localHref(locale, 'login')} data-testid="header-login">
          <PersonIcon />
          <span className="visually-hidden-below-desktop">{t('header.login')}</span>
        </a>
        <a
          className="site-header__link"
          href={localHref(locale, 'registration')}
          data-testid="header-register"
        >
          <PersonIcon plus />
          <span className="visually-hidden-below-desktop">{t('header.register')}</span>
        </a>
      </>
    );
  }

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        data-testid="account-menu"
      >
        <PersonIcon />
        <span className="account-menu__name visually-hidden-below-desktop">{customer.displayName}</span>
      </button>
      {open && (
        // The panel loads on the first opening (ADR 085): most pages are never asked for it.
        <ChunkBoundary>
          <Suspense fallback={null}>
            <AccountMenuPanel id={menuId} locale={locale} customer={customer} />
          </Suspense>
        </ChunkBoundary>
      )}
    </div>
  );
}
