import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { StaffAccount, StaffAccountList, StaffMember } from '../../../../common/contracts/staff';
import { STAFF_ROLES, type StaffRole } from '../../../../common/staff';
import { StaffTable, type StaffColumn } from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { staffApi } from '../../../features/staff/staff-api';
import { ApiError } from '../../../lib/api';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { FormAlert, PasswordField, TextField } from '../../../ui/form';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';
import { deskTime } from '../../../features/staff/desk-time';

export interface StaffAccountsData {
  staff: StaffMember;
  list: StaffAccountList;
}

function RoleBoxes({
  legend,
  roles,
  onChange,
  idPrefix,
  hideLegend = false,
}: {
  legend: string;
  /** In a table row the column heading already says "Roles": the legend is for screen readers. */
  hideLegend?: boolean;
  roles: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  idPrefix: string;
}) {
  const t = useT();
  return (
    <fieldset className="staff-roles">
      <legend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role} htmlFor={`${idPrefix}-${role}`}>
          <input
            id={`${idPrefix}-${role}`}
            type="checkbox"
            checked={roles.includes(role)}
            onChange={(event) =>
              onChange(event.target.checked ? [...roles, role] : roles.filter((r) => r !== role))
            }
          />
          {t(`staff.roles.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** /staff/accounts: the staff list with its actions, and the form for a new account. */
export function StaffAccountsPage({ data, locale }: PageProps<StaffAccountsData>) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [form, setForm] = useState({ email: '', name: '', password: '', roles: [] as StaffRole[] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      await work();
      setNotice(done);
      await revalidate();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.body.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      const created = await staffApi.createAccount(form);
      setForm({ email: '', name: '', password: '', roles: [] });
      setNotice(t('staff.accounts.created', { email: created.email }));
      await revalidate();
    } catch (error) {
      setErrors(formErrorsOf(error, t('staff.errors.emailTaken')));
    } finally {
      setBusy(false);
    }
  };

  const columns: StaffColumn<StaffAccount>[] = [
    { key: 'name', label: t('staff.accounts.columns.name'), cell: (account) => account.name },
    { key: 'email', label: t('staff.accounts.columns.email'), cell: (account) => account.email },
    {
      key: 'roles',
      label: t('staff.accounts.columns.roles'),
      // The boxes keep their own choice until saved: a component of their own per row.
      cell: (account) => <RolesCell account={account} busy={busy} run={run} />,
    },
    {
      key: 'status',
      label: t('staff.accounts.columns.status'),
      cell: (account) => (
        <>
          {account.active ? t('staff.accounts.active') : t('staff.accounts.inactive')}
          {!account.enrolled && <div className="staff-muted">{t('staff.accounts.notEnrolled')}</div>}
        </>
      ),
    },
    {
      key: 'lastLogin',
      label: t('staff.accounts.columns.lastLogin'),
      cell: (account) =>
        account.lastLoginAt ? deskTime(account.lastLoginAt, locale.language) : t('staff.accounts.never'),
    },
    {
      key: 'actions',
      label: t('staff.accounts.columns.actions'),
      cell: (account) => (
        <div className="staff-actions">
          <button
            type="button"
            className="staff-button staff-button--small staff-button--danger"
            disabled={busy}
            onClick={() =>
              void run(
                () => staffApi.updateAccount(account.id, { active: !account.active }),
                t(account.active ? 'staff.accounts.deactivated' : 'staff.accounts.activated', {
                  name: account.name,
                }),
              )
            }
          >
            {account.active ? t('staff.accounts.deactivate') : t('staff.accounts.activate')}
          </button>
          <button
            type="button"
            className="staff-button staff-button--small staff-button--ghost"
            disabled={busy}
            onClick={() =>
              void run(
                () => staffApi.resetSecondFactor(account.id),
                t('staff.accounts.totpReset', { name: account.name }),
              )
            }
          >
            {t('staff.accounts.resetTotp')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <StaffShell staff={data.staff} locale={locale} current="staff_accounts" title={t('staff.accounts.title')}>
      <div aria-live="polite">{notice && <p className="staff-notice">{notice}</p>}</div>
      <FormAlert message={failure} />
      <section className="staff-card" aria-labelledby="staff-accounts-list">
        <h2 id="staff-accounts-list">{t('staff.accounts.title')}</h2>
        <StaffTable
          label={t('staff.accounts.title')}
          columns={columns}
          items={data.list.items}
          rowKey={(account) => account.id}
          row={(account) => ({ 'data-testid': `staff-account-${account.email}` })}
          empty={t('staff.accounts.empty')}
          bare
        />
        <Pagination page={data.list.page} pageCount={data.list.pages} />
      </section>
      <section className="staff-card" aria-labelledby="staff-accounts-create">
        <h2 id="staff-accounts-create">{t('staff.accounts.create')}</h2>
        <form className="staff-form" onSubmit={(event) => void create(event)} noValidate>
          <FormAlert message={errors.form} />
          <TextField
            label={t('staff.accounts.email')}
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(email) => setForm({ ...form, email })}
            error={errors.email}
            required
          />
          <TextField
            label={t('staff.accounts.name')}
            value={form.name}
            onChange={(name) => setForm({ ...form, name })}
            error={errors.name}
            required
          />
          <PasswordField
            label={t('staff.accounts.password')}
            autoComplete="new-password"
            value={form.password}
            onChange={(password) => setForm({ ...form, password })}
            error={errors.password}
            required
          />
          <RoleBoxes
            legend={t('staff.accounts.roles')}
            roles={form.roles}
            onChange={(roles) => setForm({ ...form, roles })}
            idPrefix="new-staff-role"
          />
          {errors.roles && (
            <p className="ui-form-alert" role="alert">
              {errors.roles}
            </p>
          )}
          <div>
            <button type="submit" className="staff-button" disabled={busy}>
              {t('staff.accounts.submit')}
            </button>
          </div>
        </form>
      </section>
    </StaffShell>
  );
}

/** An account's role boxes and their save button: the choice stays here until saved. */
function RolesCell({
  account,
  busy,
  run,
}: {
  account: StaffAccount;
  busy: boolean;
  run: (work: () => Promise<unknown>, done: string) => Promise<void>;
}) {
  const t = useT();
  const [roles, setRoles] = useState<StaffRole[]>(account.roles);
  const changed = roles.slice().sort().join() !== account.roles.slice().sort().join();
  return (
    <>
      <RoleBoxes
        legend={t('staff.accounts.roles')}
        roles={roles}
        onChange={setRoles}
        idPrefix={`staff-${account.id}-role`}
        hideLegend
      />
      <button
        type="button"
        className="staff-button staff-button--small"
        disabled={busy || !changed || roles.length === 0}
        onClick={() =>
          void run(
            () => staffApi.updateAccount(account.id, { roles }),
            t('staff.accounts.rolesSaved', { name: account.name }),
          )
        }
      >
        {t('staff.accounts.saveRoles')}
      </button>
    </>
  );
}
