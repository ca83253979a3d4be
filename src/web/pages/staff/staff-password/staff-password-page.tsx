import { useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../common/accounts';
import type { StaffMember } from '../../../../common/contracts/staff';
import { StaffShell } from '../../../features/staff/staff-shell';
import { staffApi } from '../../../features/staff/staff-api';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { FormAlert, PasswordField, TextField } from '../../../ui/form';
import type { PageProps } from '../../page-types';

export interface StaffPasswordData {
  staff: StaffMember;
}

/**
 * /staff/password: the current password, a fresh code of the second factor and the new password
 * (the customers' rules, checked again by the server). The member's other desk sessions end.
 */
export function StaffPasswordPage({ data, locale }: PageProps<StaffPasswordData>) {
  const t = useT();
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setDone(false);
    try {
      await staffApi.changePassword({ currentPassword, code: code.trim(), newPassword });
      setDone(true);
      setCurrentPassword('');
      setNewPassword('');
    } catch (error) {
      setErrors(formErrorsOf(error, t('staff.errors.codeInvalid')));
    } finally {
      // A code is taken once (no replay): whatever the answer, the next try needs a new one.
      setCode('');
      setBusy(false);
    }
  };

  return (
    <StaffShell staff={data.staff} locale={locale} current="staff_password" title={t('staff.password.title')}>
      <p>{t('staff.password.intro')}</p>
      {done && (
        <p className="staff-notice" role="status" data-testid="staff-password-done">
          {t('staff.password.done')}
        </p>
      )}
      <form
        className="staff-card staff-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="staff-password-form"
      >
        <FormAlert message={errors.form} />
        <PasswordField
          label={t('staff.password.current')}
          value={currentPassword}
          onChange={setCurrentPassword}
          error={errors.currentPassword}
          autoComplete="current-password"
          maxLength={200}
          required
        />
        <TextField
          label={t('staff.password.code')}
          value={code}
          onChange={setCode}
          error={errors.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
        />
        <PasswordField
          label={t('staff.password.new')}
          value={newPassword}
          onChange={setNewPassword}
          error={errors.newPassword}
          hint={t('staff.password.newHint', { minimum: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
        />
        <div>
          <button type="submit" className="staff-button" disabled={busy}>
            {t('staff.password.submit')}
          </button>
        </div>
      </form>
    </StaffShell>
  );
}
