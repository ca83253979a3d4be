import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ACCEPT_ALL, ONLY_NECESSARY, makeConsent, type Consent } from '../../../common/consent';
import { useT } from '../../lib/i18n';
import { storeConsent } from '../../lib/cookies';
import { useModals } from '../../ui/modal-stack';

export type Choice = { preferences: boolean; marketing: boolean; analytics: boolean };

interface ConsentState {
  /** The visitor's choice, null until they make one (the banner shows). */
  consent: Consent | null;
  save: (choice: Choice) => void;
  /** Opens the settings dialog (banner button, footer link). */
  openSettings: () => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent() needs a <ConsentProvider> above it');
  return state;
}

/** The consent choice of the page; `initial` is what the server read from the cookie. */
export function ConsentProvider({ initial, children }: { initial: Consent | null; children: ReactNode }) {
  const [consent, setConsent] = useState(initial);
  const modals = useModals();
  const save = useCallback((choice: Choice) => {
    const next = makeConsent(choice);
    storeConsent(next);
    setConsent(next);
  }, []);
  const openSettings = useCallback(() => {
    // The dialog's code loads on the first press: the banner and the footer link are on every
    // page, the settings are seldom opened (ADR 044, the page JS budget).
    void import('./consent-settings').then(({ ConsentSettings }) =>
      modals.open(({ close }) => (
        <ConsentSettings
          initial={consent ?? ONLY_NECESSARY}
          onSave={(choice) => {
            save(choice);
            close();
          }}
        />
      )),
    );
  }, [modals, consent, save]);
  const value = useMemo(() => ({ consent, save, openSettings }), [consent, save, openSettings]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

/** First visit: what the shop stores, and the three ways to answer (spec §9). Never blocks the page. */
export function ConsentBanner() {
  const t = useT();
  const { consent, save, openSettings } = useConsent();
  const titleId = useId();
  const ref = useBannerHeightProperty(!consent);
  if (consent) return null;
  return (
    <section ref={ref} className="consent-banner" aria-labelledby={titleId} data-testid="consent-banner">
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id={titleId}>{t('consent.title')}</h2>
          <p>{t('consent.text')}</p>
        </div>
        <div className="consent-banner__actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={openSettings}>
            {t('consent.settings')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => save(ONLY_NECESSARY)}
          >
            {t('consent.onlyNecessary')}
          </button>
          <button type="button" className="ui-button ui-button--primary" onClick={() => save(ACCEPT_ALL)}>
            {t('consent.acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * Publishes the banner's height as --consent-banner-height so what else floats at the bottom (the
 * compare bar) and the end of the page stay above it instead of under it.
 */
function useBannerHeightProperty(shown: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = ref.current;
    const root = document.documentElement;
    if (!shown || !banner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--consent-banner-height', `${banner.offsetHeight}px`),
    );
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-banner-height');
    };
  }, [shown]);
  return ref;
}

/** The footer's way back to the settings (spec: the choice can be changed any time). */
export function CookieSettingsLink() {
  const t = useT();
  const { openSettings } = useConsent();
  return (
    <button type="button" className="link-button" onClick={openSettings} data-testid="cookie-settings">
      {t('footer.cookies')}
    </button>
  );
}
