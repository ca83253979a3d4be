import { useState, type FormEvent } from 'react';
import type { StaffMember } from '../../../../common/contracts/staff';
import { OFFICE_REASON_MAX, OFFICE_SESSION_MINUTES } from '../../../../common/staff';
import { StaffShell } from '../../../features/staff/staff-shell';
import { staffApi } from '../../../features/staff/staff-api';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { FormAlert, TextArea, TextField } from '../../../ui/form';
import type { PageProps } from '../../page-types';
import { deskTime } from '../../../features/staff/desk-time';

export interface LoginByOfficeData {
  staff: StaffMember;
}

/** /login-by-office: whom to act as and why; opens the customer's account in this browser. */
export function LoginByOfficePage({ data, locale }: PageProps<LoginByOfficeData>) {
  const t = useT();
  const [login, setLogin] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [opened, setOpened] = useState<{ customer: string; endsAt: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      setOpened(await staffApi.loginByOffice({ login, reason }));
    } catch (error) {
      setErrors(formErrorsOf(error, t('staff.errors.unknownCustomer')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StaffShell staff={data.staff} locale={locale} current="login_by_office" title={t('staff.office.title')}>
      <p>{t('staff.office.intro', { minutes: OFFICE_SESSION_MINUTES })}</p>
      {opened ? (
        <div className="staff-card" role="status">
          <p className="staff-notice">
            {t('staff.office.opened', {
              customer: opened.customer,
              until: deskTime(opened.endsAt, locale.language, 'time'),
            })}
          </p>
          <a className="staff-button" href={localHref(locale, 'profile_contact_persons')}>
            {t('staff.office.goToShop')}
          </a>
        </div>
      ) : (
        <form className="staff-card staff-form" onSubmit={(event) => void submit(event)} noValidate>
          <FormAlert message={errors.form} />
          <TextField
            label={t('staff.office.login')}
            value={login}
            onChange={setLogin}
            error={errors.login}
            autoComplete="off"
            required
          />
          <TextArea
            label={t('staff.office.reason')}
            value={reason}
            onChange={setReason}
            error={errors.reason}
            maxLength={OFFICE_REASON_MAX}
            rows={3}
            required
          />
          <div>
            <button type="submit" className="staff-button" disabled={busy}>
              {t('staff.office.submit')}
            </button>
          </div>
        </form>
      )}
    </StaffShell>
  );
}
