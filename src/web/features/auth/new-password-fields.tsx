import { PASSWORD_MIN_LENGTH } from '../../../common/accounts';
import { useT } from '../../lib/i18n';
import { PasswordField } from '../../ui/form';

interface NewPasswordFieldsProps {
  ids: { password: string; repeat: string };
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  errors: { password?: string; repeat?: string };
}

/** A new password and its repetition, with the password rules as a hint: reset and change share them. */
export function NewPasswordFields({
  ids,
  password,
  repeat,
  onPassword,
  onRepeat,
  errors,
}: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <PasswordField
        id={ids.password}
        label={t('auth.reset.password')}
        value={password}
        onChange={onPassword}
        error={errors.password}
        hint={t('auth.password.rules', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
      />
      <PasswordField
        id={ids.repeat}
        label={t('auth.reset.confirm')}
        value={repeat}
        onChange={onRepeat}
        error={errors.repeat}
        autoComplete="new-password"
        required
      />
    </>
  );
}
