import type { StaffMember } from '../../../../common/contracts/staff';
import { reachableSections } from '../../../features/staff/staff-nav';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import { deskHref } from '../../../lib/desk-href';

export interface StaffHomeData {
  staff: StaffMember;
}

/** /staff: a greeting and the sections the member may open, from the desk's nav list. */
export function StaffHomePage({ data, locale }: PageProps<StaffHomeData>) {
  const t = useT();
  const sections = reachableSections(data.staff);
  return (
    <StaffShell staff={data.staff} locale={locale} current="staff_home" title={t('staff.home.title')}>
      <p>{t('staff.home.welcome', { name: data.staff.name })}</p>
      <p className="staff-muted">
        {t('staff.home.yourRoles', {
          roles: data.staff.roles.map((role) => t(`staff.roles.${role}`)).join(', '),
        })}
      </p>
      <h2>{t('staff.home.reach')}</h2>
      {sections.length === 0 ? (
        <p>{t('staff.home.nothing')}</p>
      ) : (
        <ul className="staff-sections">
          {sections.map((entry) => (
            <li key={entry.route}>
              <a href={deskHref(locale, entry.route)}>
                <strong>{t(entry.label)}</strong>
                <span className="staff-muted">{t(entry.describe)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </StaffShell>
  );
}
