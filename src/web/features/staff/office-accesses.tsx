import type { OfficeAccess } from '../../../common/contracts/staff';
import { useT } from '../../lib/i18n';

/**
 * The customer's "who accessed your account" list (spec §2 /login-by-office, ADR 049): each time
 * the shop's staff acted as the customer, by whom, why and when. Shown in the profile.
 */
export function OfficeAccesses({ items }: { items: OfficeAccess[] }) {
  const t = useT();
  const when = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  return (
    <section
      className="office-accesses"
      aria-labelledby="office-accesses-heading"
      data-testid="office-accesses"
    >
      <h2 id="office-accesses-heading">{t('staff.access.heading')}</h2>
      <p className="auth-page__intro">{t('staff.access.intro')}</p>
      {items.length === 0 ? (
        <p>{t('staff.access.empty')}</p>
      ) : (
        <div className="office-accesses__wrap">
          <table className="office-accesses__table">
            <thead>
              <tr>
                <th scope="col">{t('staff.access.when')}</th>
                <th scope="col">{t('staff.access.staff')}</th>
                <th scope="col">{t('staff.access.reason')}</th>
                <th scope="col">{t('staff.access.until')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={`${item.at}-${item.staffName}`}>
                  <td>
                    <time dateTime={item.at}>{when(item.at)}</time>
                  </td>
                  <td>{item.staffName}</td>
                  <td>{item.reason}</td>
                  <td>
                    <time dateTime={item.endsAt}>{when(item.endsAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
