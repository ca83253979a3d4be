import { useState } from 'react';
import type { OfficeBanner as OfficeBannerData } from '../../../common/contracts/staff';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { localHref } from '../../lib/locale';
import { useRootData } from '../../lib/root-data';
import { deskTime } from './desk-time';
import { staffApi } from './staff-api';
import { deskHref } from '../../lib/desk-href';

/**
 * Shown on top of every shop page while staff act as the customer (ADR 049, 058): who, why, until
 * when, and a button that ends the access now (its end time goes to the customer's history and the
 * audit log) and goes back to the desk.
 */
export function OfficeBanner({ office }: { office: OfficeBannerData }) {
  const t = useT();
  const { locale } = useRootData();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const end = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await staffApi.endOffice();
      window.location.assign(localHref(locale, 'login_by_office'));
    } catch (error) {
      // The desk's own session ended first (it idles out sooner): the customer session still ends here.
      if (error instanceof ApiError && error.body.messageKey === 'staff.errors.notFound') {
        await staffApi.customerLogout().catch(() => undefined);
        window.location.assign(deskHref(locale, 'staff_login'));
        return;
      }
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <aside className="office-banner" aria-label={t('staff.banner.label')} data-testid="office-banner">
      <div className="office-banner__inner">
        <p className="office-banner__text">
          <strong>{t('staff.banner.acting', { name: office.staffName, reason: office.reason })}</strong>{' '}
          <span>{t('staff.banner.until', { until: deskTime(office.endsAt, locale.language, 'time') })}</span>
        </p>
        <button
          type="button"
          className="office-banner__end"
          onClick={() => void end()}
          disabled={busy}
          data-testid="office-banner-end"
        >
          {busy ? t('staff.banner.ending') : t('staff.banner.end')}
        </button>
        {failed && (
          <p className="office-banner__error" role="alert">
            {t('staff.banner.endFailed')}
          </p>
        )}
      </div>
    </aside>
  );
}
