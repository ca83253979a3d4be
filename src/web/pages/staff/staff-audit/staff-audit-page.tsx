import type { AuditList, AuditQuery, StaffMember } from '../../../../common/contracts/staff';
import { auditSearch } from '../../../features/staff/staff-api';
import {
  StaffInputFilter,
  StaffList,
  StaffListFilters,
  StaffSelectFilter,
  StaffTable,
  useStaffFilters,
  type StaffColumn,
} from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import { deskTime } from '../../../features/staff/desk-time';

export interface StaffAuditData {
  staff: StaffMember;
  query: AuditQuery;
  list: AuditList;
}

/** /staff/audit: every staff action, newest first, filtered by member, action and days. */
export function StaffAuditPage({ data, locale }: PageProps<StaffAuditData>) {
  const t = useT();
  const { query, list } = data;
  const { filters, set, go, clear } = useStaffFilters({
    staffId: query.staffId === undefined ? '' : String(query.staffId),
    action: query.action ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
  });
  const apply = () =>
    go(
      auditSearch({
        staffId: filters.staffId ? Number(filters.staffId) : undefined,
        action: filters.action || undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
      }),
    );
  const filtered = query.staffId !== undefined || query.action || query.from || query.to;
  const column = (key: string) => t(`staff.audit.columns.${key}`);
  const columns: StaffColumn<AuditList['items'][number]>[] = [
    {
      key: 'at',
      label: column('at'),
      cell: (entry) => <time dateTime={entry.at}>{deskTime(entry.at, locale.language, 'seconds')}</time>,
    },
    { key: 'staff', label: column('staff'), cell: (entry) => entry.staffName },
    { key: 'action', label: column('action'), cell: (entry) => <code>{entry.action}</code> },
    { key: 'subject', label: column('subject'), cell: (entry) => entry.subject },
    {
      key: 'details',
      label: column('details'),
      className: 'staff-details',
      cell: (entry) => (Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : ''),
    },
  ];
  return (
    <StaffShell staff={data.staff} locale={locale} current="staff_audit" title={t('staff.audit.title')}>
      <StaffList
        filters={
          <StaffListFilters
            id="staff-audit-filters"
            title={t('staff.audit.filters')}
            onApply={apply}
            applyLabel={t('staff.audit.apply')}
            clearLabel={t('staff.audit.clear')}
            onClear={filtered ? () => clear({ staffId: '', action: '', from: '', to: '' }) : null}
          >
            <StaffSelectFilter
              label={t('staff.audit.staff')}
              value={filters.staffId}
              name="staffId"
              onChange={set('staffId')}
              options={[
                ['', t('staff.audit.all')],
                ...list.staff.map((member) => [String(member.id), member.name] as const),
              ]}
            />
            <StaffSelectFilter
              label={t('staff.audit.action')}
              value={filters.action}
              name="action"
              onChange={set('action')}
              options={[
                ['', t('staff.audit.all')],
                ...list.actions.map((action) => [action, action] as const),
              ]}
            />
            <StaffInputFilter
              type="date"
              label={t('staff.audit.from')}
              value={filters.from}
              name="from"
              onChange={set('from')}
            />
            <StaffInputFilter
              type="date"
              label={t('staff.audit.to')}
              value={filters.to}
              name="to"
              onChange={set('to')}
            />
          </StaffListFilters>
        }
        summary={t('staff.audit.count', { count: list.total })}
        paging={{ page: list.page, pageCount: list.pages }}
      >
        <StaffTable
          label={t('staff.audit.title')}
          testId="staff-audit-table"
          columns={columns}
          items={list.items}
          rowKey={(entry) => entry.id}
          empty={t('staff.audit.empty')}
        />
      </StaffList>
    </StaffShell>
  );
}
