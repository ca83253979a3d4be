import { useState, type ReactNode } from 'react';
import type { StaffMember } from '../../../common/contracts/staff';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { reachableSections } from './staff-nav';
import { staffApi } from './staff-api';
import './staff.css';
import { deskHref } from '../../lib/desk-href';

/**
 * The desk's frame (ADR 048): a dark staff header that cannot be taken for the shop's (no search,
 * no cart), the sections the member's roles reach, who is signed in, and logout. Every staff page
 * renders inside it; `current` marks the page's own section.
 */
export function StaffShell({
  staff,
  locale,
  current,
  title,
  children,
}: {
  /** Null on the login page: the header then has no nav. */
  staff: StaffMember | null;
  locale: Locale;
  current?: string;
  title: string;
  children: ReactNode;
}) {
  const t = useT();
  const [leaving, setLeaving] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const sections = staff ? reachableSections(staff) : [];
  const currentEntry = sections.find((entry) => entry.route === current);
  const currentLabel =
    current === 'staff_home' ? t('staff.nav.home') : currentEntry ? t(currentEntry.label) : null;
  const logout = async () => {
    setLeaving(true);
    try {
      await staffApi.logout();
    } finally {
      window.location.assign(deskHref(locale, 'staff_login'));
    }
  };
  return (
    <div className="staff-desk">
      <a className="staff-skip" href="#staff-main">
        {t('staff.skipToContent')}
      </a>
      <header className="staff-header">
        <div className="staff-header__bar">
          <a className="staff-header__brand" href={deskHref(locale, staff ? 'staff_home' : 'staff_login')}>
            {t('staff.desk')}
          </a>
          {staff && (
            <div className="staff-header__who">
              <span data-testid="staff-who">{t('staff.signedInAs', { name: staff.name })}</span>
              <button
                type="button"
                className="staff-button staff-button--ghost"
                onClick={() => void logout()}
                disabled={leaving}
              >
                {t('staff.logout')}
              </button>
            </div>
          )}
        </div>
        {staff && (
          <nav
            id="staff-nav"
            className="staff-nav"
            aria-label={t('staff.nav.label')}
            data-open={menuOpen || undefined}
          >
            {/* A phone shows the sections behind this button (before hydration the anchor opens them
                by :target); wider screens show them always. */}
            <a
              className="staff-nav__toggle"
              href="#staff-nav"
              role="button"
              aria-controls="staff-nav-sections"
              aria-expanded={menuOpen}
              onClick={(event) => {
                event.preventDefault();
                setMenuOpen((open) => !open);
              }}
            >
              <span aria-hidden="true" className="staff-nav__burger">
                ☰
              </span>
              <span className="staff-nav__toggle-text">
                {t('staff.nav.menu')}
                {currentLabel && <span className="staff-nav__current">: {currentLabel}</span>}
              </span>
            </a>
            <ul id="staff-nav-sections">
              <li>
                <a
                  href={deskHref(locale, 'staff_home')}
                  aria-current={current === 'staff_home' ? 'page' : undefined}
                >
                  {t('staff.nav.home')}
                </a>
              </li>
              {sections.map((entry) => (
                <li key={entry.route}>
                  <a
                    href={deskHref(locale, entry.route)}
                    aria-current={current === entry.route ? 'page' : undefined}
                  >
                    {t(entry.label)}
                  </a>
                </li>
              ))}
              <li className="staff-nav__shop">
                <a href={localHref(locale, 'home_index')}>{t('staff.toShop')}</a>
              </li>
            </ul>
          </nav>
        )}
      </header>
      <main id="staff-main" className="staff-main" tabIndex={-1}>
        <h1 className="staff-title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
