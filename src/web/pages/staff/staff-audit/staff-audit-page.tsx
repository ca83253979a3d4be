import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AuditList, AuditQuery, StaffMember } from '../../../../common/contracts/staff';
import { auditSearch } from '../../../features/staff/staff-api';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';

export interface StaffAuditData {
  staff: StaffMember;
  query: AuditQuery;
  list: AuditList;
}

/** /staff/audit: every staff action, newest first, filtered by member, action and days. */
export function StaffAuditPage({ data, locale }: PageProps<StaffAuditData>) {
  const t = useT();
  const navigate = useNavigate();
  const { query, list } = data;
  const [filters, setFilters] = useState({
    staffId: query.staffId === undefined ? '' : String(query.staffId),
    action: query.action ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate({
      search: auditSearch({
        staffId: filters.staffId ? Number(filters.staffId) : undefined,
        action: filters.action || undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
      }),
    });
  };
  const filtered = query.staffId !== undefined || query.action || query.from || query.to;
  return (
    <StaffShell staff={data.staff} locale={locale} current="staff_audit" title={t('staff.audit.title')}>
      <section className="staff-card" aria-labelledby="staff-audit-filters">
        <h2 id="staff-audit-filters">{t('staff.audit.filters')}</h2>
        <form className="staff-form staff-form--wide" onSubmit={apply}>
          <label className="ui-field">
            <span className="ui-field__label">{t('staff.audit.staff')}</span>
            <select
              className="ui-field__input"
              value={filters.staffId}
              onChange={(event) => setFilters({ ...filters, staffId: event.target.value })}
            >
              <option value="">{t('staff.audit.all')}</option>
              {list.staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </label>
          <label className="ui-field">
            <span className="ui-field__label">{t('staff.audit.action')}</span>
            <select
              className="ui-field__input"
              value={filters.action}
              onChange={(event) => setFilters({ ...filters, action: event.target.value })}
            >
              <option value="">{t('staff.audit.all')}</option>
              {list.actions.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          </label>
          <label className="ui-field">
            <span className="ui-field__label">{t('staff.audit.from')}</span>
            <input
              className="ui-field__input"
              type="date"
              value={filters.from}
              onChange={(event) => setFilters({ ...filters, from: event.target.value })}
            />
          </label>
          <label className="ui-field">
            <span className="ui-field__label">{t('staff.audit.to')}</span>
            <input
              className="ui-field__input"
              type="date"
              value={filters.to}
              onChange={(event) => setFilters({ ...filters, to: event.target.value })}
            />
          </label>
          <div className="staff-actions">
            <button type="submit" className="staff-button">
              {t('staff.audit.apply')}
            </button>
            {filtered && (
              <button
                type="button"
                className="staff-button staff-button--ghost"
                onClick={() => {
                  setFilters({ staffId: '', action: '', from: '', to: '' });
                  void navigate({ search: '' });
                }}
              >
                {t('staff.audit.clear')}
              </button>
            )}
          </div>
        </form>
      </section>
      <p className="staff-muted" aria-live="polite">
        {t('staff.audit.count', { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="staff-card">{t('staff.audit.empty')}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--stack" data-testid="staff-audit-table">
            <thead>
              <tr>
                <th scope="col">{t('staff.audit.columns.at')}</th>
                <th scope="col">{t('staff.audit.columns.staff')}</th>
                <th scope="col">{t('staff.audit.columns.action')}</th>
                <th scope="col">{t('staff.audit.columns.subject')}</th>
                <th scope="col">{t('staff.audit.columns.details')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t('staff.audit.columns.at')}>
                    <time dateTime={entry.at}>
                      {new Date(entry.at).toISOString().slice(0, 19).replace('T', ' ')}
                    </time>
                  </td>
                  <td data-label={t('staff.audit.columns.staff')}>{entry.staffName}</td>
                  <td data-label={t('staff.audit.columns.action')}>
                    <code>{entry.action}</code>
                  </td>
                  <td data-label={t('staff.audit.columns.subject')}>{entry.subject}</td>
                  <td data-label={t('staff.audit.columns.details')} className="staff-details">
                    {Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={list.page} pageCount={list.pages} />
    </StaffShell>
  );
}
