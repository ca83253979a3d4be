import type { PunchoutBanner } from '../../../common/contracts/punchout';
import { useT } from '../../lib/i18n';

/** The end as the server and the browser both write it (UTC: no hydration mismatch across zones). */
const utcTime = (iso: string) => `${iso.slice(11, 16)} UTC`;

/**
 * On top of every shop page of a PunchOut session (ADR 074): the buyer came from their company's
 * procurement system and the cart goes back there ("Transfer cart" in the cart), not to checkout.
 */
export function PunchoutSessionBanner({ banner }: { banner: PunchoutBanner }) {
  const t = useT();
  return (
    <aside className="punchout-banner" aria-label={t('punchout.banner.label')} data-testid="punchout-banner">
      <div className="punchout-banner__inner">
        <p className="punchout-banner__text">
          <strong>{t('punchout.banner.session', { system: banner.systemName })}</strong>
          {banner.companyName && (
            <span> · {t('punchout.banner.company', { company: banner.companyName })}</span>
          )}
          <span> · {t('punchout.banner.until', { until: utcTime(banner.endsAt) })}</span>
        </p>
        <p className="punchout-banner__hint">{t('punchout.banner.hint')}</p>
      </div>
    </aside>
  );
}
