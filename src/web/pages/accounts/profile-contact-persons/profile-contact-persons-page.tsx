import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatPhone, PHONE_MAX_LENGTH } from '../../../../common/phone';
import type { ContactPersonsList, ContactPersonWithRights } from '../../../../common/approvals';
import { LANGUAGES } from '../../../../common/markets';
import { problemsOf, requiredEmailProblem, requiredTextProblem } from '../../../lib/form-checks';
import {
  accountsQueries,
  useInviteContactPerson,
  useRemoveContactPerson,
} from '../../../features/accounts/accounts-api';
import { useConfirmedRemoval } from '../../../features/accounts/confirmed-removal';
import { PersonFields } from '../../../features/accounts/contact-fields';
import { BuyerRightsForm, BuyerRightsSummary } from '../../../features/accounts/buyer-rights';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { formErrorsOf } from '../../../lib/form-errors';
import { LoginForm } from '../../../features/auth/login-form';
import { useT } from '../../../lib/i18n';
import { useRootData } from '../../../lib/root-data';
import { FormAlert, SelectField } from '../../../ui/form';
import type { PageProps } from '../../page-types';
import type { OfficeAccess } from '../../../../common/contracts/staff';
import { OfficeAccesses } from '../../../features/staff/office-accesses';

export interface ProfileContactPersonsData {
  /** Null when nobody is logged in: the page asks to log in. With each one's buyer rights (ADR 078). */
  contactPersons: ContactPersonsList | null;
  /** Staff who acted as the customer (ADR 049); null when nobody is logged in. */
  officeAccesses: OfficeAccess[] | null;
}

/** /profile/account/contact-persons: who may log in for the customer; invite and remove them. */
export function ProfileContactPersonsPage({ data, locale }: PageProps<ProfileContactPersonsData>) {
  const t = useT();
  const { customer } = useRootData();
  // The loader's list until a person is invited or removed; the change's mutation refetches it.
  const { data: list } = useQuery({
    ...accountsQueries.contactPersons(),
    initialData: data.contactPersons ?? undefined,
    enabled: data.contactPersons !== null,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const removePerson = useConfirmedRemoval('contacts', useRemoveContactPerson().mutateAsync, () =>
    setNotice(t('accounts.contacts.removed')),
  );
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const people = list?.contactPersons;

  if (!customer || !list || !people) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('accounts.contacts.title')}</h1>
        <p className="auth-page__intro">{t('account.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }

  const remove = (person: ContactPersonWithRights) =>
    removePerson(person.crc, `${person.firstName} ${person.lastName}`.trim());

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
                <p className="contact-person__details">
                  <span className="contact-person__rights-label">{t('approvals.rights.title')}:</span>{' '}
                  <BuyerRightsSummary person={person} currency={list.currency} />
                </p>
                {editing === person.crc && (
                  <BuyerRightsForm
                    person={person}
                    currency={list.currency}
                    onSaved={() => {
                      setEditing(null);
                      setNotice(
                        t('approvals.rights.saved', {
                          name: `${person.firstName} ${person.lastName}`.trim(),
                        }),
                      );
                    }}
                    onCancel={() => setEditing(null)}
                  />
                )}
              </div>
              <div className="contact-person__actions">
                {list.canEditRights && !isYou && !person.isPrimary && editing !== person.crc && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      setNotice(null);
                      setEditing(person.crc);
                    }}
                    data-testid="buyer-rights-edit"
                  >
                    {t('approvals.rights.edit')}
                  </button>
                )}
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
              </div>
            </li>
          );
        })}
      </ul>
      {inviting ? (
        <InviteForm
          defaultLanguage={locale.language}
          onInvited={(email) => {
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
      <OfficeAccesses items={data.officeAccesses ?? []} />
    </div>
  );
}

/** The invitation's length limits. */
const INVITE_LIMITS = { firstName: 60, lastName: 60, email: 254, phone: PHONE_MAX_LENGTH } as const;

function InviteForm({
  defaultLanguage,
  onInvited,
  onCancel,
}: {
  defaultLanguage: string;
  /** After the invitation; the list has refetched by then. */
  onInvited: (email: string) => void;
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
  const invite = useInviteContactPerson();
  const set = (key: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsOf({
      firstName: requiredTextProblem(t, values.firstName),
      lastName: requiredTextProblem(t, values.lastName),
      email: requiredEmailProblem(t, values.email),
    });
    if (Object.keys(problems).length > 0) return setErrors(problems);
    setBusy(true);
    try {
      await invite.mutateAsync({ ...values, email: values.email.trim() });
      onInvited(values.email.trim().toLowerCase());
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
      <PersonFields
        idPrefix="contact"
        values={values}
        onChange={(field, value) => set(field)(value)}
        errors={errors}
        maxLength={(field) => INVITE_LIMITS[field]}
        ownData={false}
      />
      <SelectField
        id="contact-language"
        label={t('accounts.contacts.language')}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
        value={values.language}
        onChange={set('language')}
        error={errors.language}
      />
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
