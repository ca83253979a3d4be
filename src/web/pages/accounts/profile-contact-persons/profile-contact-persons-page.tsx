import { useState, type FormEvent } from 'react';
import { formatPhone, PHONE_MAX_LENGTH } from '../../../../common/phone';
import type { ContactPerson } from '../../../../common/contracts/auth';
import { LANGUAGES } from '../../../../common/markets';
import { isEmail } from '../../../../common/validation/checks';
import { accountsApi } from '../../../features/accounts/accounts-api';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { formErrorsOf } from '../../../lib/form-errors';
import { LoginForm } from '../../../features/auth/login-form';
import { ApiError } from '../../../lib/api';
import { useT, useUiTranslate } from '../../../lib/i18n';
import { useRootData } from '../../../lib/root-data';
import { useConfirm } from '../../../ui/confirmation-modal';
import { useErrorModal } from '../../../ui/error-modal';
import { FormAlert, SelectField, TextField } from '../../../ui/form';
import type { PageProps } from '../../page-types';

export interface ProfileContactPersonsData {
  /** Null when nobody is logged in: the page asks to log in. */
  contactPersons: ContactPerson[] | null;
}

/** /profile/account/contact-persons: who may log in for the customer; invite and remove them. */
export function ProfileContactPersonsPage({ data, locale }: PageProps<ProfileContactPersonsData>) {
  const t = useT();
  const uiT = useUiTranslate();
  const { customer } = useRootData();
  const confirm = useConfirm();
  const showError = useErrorModal();
  const [people, setPeople] = useState(data.contactPersons);
  const [notice, setNotice] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);

  if (!customer || !people) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('accounts.contacts.title')}</h1>
        <p className="auth-page__intro">{t('account.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }

  const remove = async (person: ContactPerson) => {
    const name = `${person.firstName} ${person.lastName}`.trim();
    const yes = await confirm('redirect', {
      texts: {
        title: t('accounts.contacts.confirmTitle'),
        info: t('accounts.contacts.confirmInfo'),
        text: t('accounts.contacts.confirmText', { name }),
        yes: t('accounts.common.yes'),
        no: t('accounts.common.no'),
      },
    });
    if (!yes) return;
    try {
      await accountsApi.removeContactPerson(person.crc);
      setPeople(await accountsApi.contactPersons());
      setNotice(t('accounts.contacts.removed'));
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body, { t: uiT });
    }
  };

  return (
    <div className="auth-page auth-page--wide" data-testid="profile-contact-persons">
      <ProfileNav locale={locale} current="profile_contact_persons" />
      <h1>{t('accounts.contacts.title')}</h1>
      <p className="auth-page__intro">{t('accounts.contacts.intro', { company: customer.displayName })}</p>
      {notice && (
        <p className="auth-page__success" role="status">
          {notice}
        </p>
      )}
      <ul className="contact-persons">
        {people.map((person) => {
          const isYou = person.crc === customer.contactPerson.crc;
          return (
            <li key={person.crc} className="contact-person" data-testid="contact-person">
              <div className="contact-person__body">
                <p className="contact-person__name">
                  <strong>
                    {person.firstName} {person.lastName}
                  </strong>
                  {isYou && <span className="badge">{t('accounts.contacts.you')}</span>}
                  {person.isPrimary && (
                    <span className="badge badge--muted">{t('accounts.contacts.primary')}</span>
                  )}
                </p>
                <p className="contact-person__details">
                  <span>{person.email}</span>
                  {person.username && (
                    <span>
                      {t('accounts.contacts.username')}: {person.username}
                    </span>
                  )}
                  {person.phone && <span>{formatPhone(person.phone, customer.country)}</span>}
                </p>
              </div>
              {!isYou && !person.isPrimary && (
                <button
                  type="button"
                  className="button"
                  onClick={() => void remove(person)}
                  data-testid="contact-person-remove"
                >
                  {t('accounts.contacts.remove')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {inviting ? (
        <InviteForm
          defaultLanguage={locale.language}
          onInvited={async (email) => {
            setPeople(await accountsApi.contactPersons());
            setInviting(false);
            setNotice(t('accounts.contacts.invited', { email }));
          }}
          onCancel={() => setInviting(false)}
        />
      ) : (
        <p className="auth-page__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setNotice(null);
              setInviting(true);
            }}
            data-testid="contact-person-add"
          >
            {t('accounts.contacts.add')}
          </button>
        </p>
      )}
    </div>
  );
}

function InviteForm({
  defaultLanguage,
  onInvited,
  onCancel,
}: {
  defaultLanguage: string;
  onInvited: (email: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const [values, setValues] = useState({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    language: defaultLanguage,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!values.firstName.trim()) problems.firstName = t('common.required');
    if (!values.lastName.trim()) problems.lastName = t('common.required');
    if (!values.email.trim()) problems.email = t('common.required');
    else if (!isEmail(values.email.trim())) problems.email = t('common.invalidEmail');
    if (Object.keys(problems).length > 0) return setErrors(problems);
    setBusy(true);
    try {
      await accountsApi.inviteContactPerson({ ...values, email: values.email.trim() });
      await onInvited(values.email.trim().toLowerCase());
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('auth.login.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="auth-form addresses__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="contact-person-form"
    >
      <h2>{t('accounts.contacts.add')}</h2>
      <FormAlert message={errors.form} />
      <div className="registration__row">
        <TextField
          id="contact-first-name"
          label={t('accounts.contacts.firstName')}
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
          maxLength={60}
          autoComplete="off"
          required
        />
        <TextField
          id="contact-last-name"
          label={t('accounts.contacts.lastName')}
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
          maxLength={60}
          autoComplete="off"
          required
        />
      </div>
      <TextField
        id="contact-email"
        type="email"
        label={t('accounts.contacts.email')}
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        maxLength={254}
        autoComplete="off"
        required
      />
      <div className="registration__row">
        <TextField
          id="contact-phone"
          type="tel"
          label={t('accounts.contacts.phone')}
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          maxLength={PHONE_MAX_LENGTH}
          autoComplete="off"
        />
        <SelectField
          id="contact-language"
          label={t('accounts.contacts.language')}
          options={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
          value={values.language}
          onChange={set('language')}
          error={errors.language}
        />
      </div>
      <div className="auth-form__buttons">
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          data-testid="contact-person-invite"
        >
          {t('accounts.contacts.invite')}
        </button>
      </div>
    </form>
  );
}
