import type {
  AuditQuery,
  OfficeLoginRequest,
  StaffAccount,
  StaffAccountCreate,
  StaffAccountUpdate,
  StaffLoginRequest,
  StaffLoginResponse,
  StaffMember,
  StaffPasswordChange,
} from '../../../common/contracts/staff';
import { generateDesk } from '../../../common/routes-desk';
import { postJson, sendJson } from '../../lib/api';

/** The staff desk's calls (ADR 048), by their named routes. */
export const staffApi = {
  login: (input: StaffLoginRequest) =>
    postJson<StaffLoginResponse>(generateDesk('staff_login_password'), input),
  code: (code: string) => postJson<{ staff: StaffMember }>(generateDesk('staff_login_code'), { code }),
  logout: () => postJson<void>(generateDesk('staff_logout'), {}),
  createAccount: (input: StaffAccountCreate) =>
    postJson<StaffAccount>(generateDesk('staff_account_create'), input),
  updateAccount: (id: number, change: StaffAccountUpdate) =>
    sendJson<StaffAccount>('PATCH', generateDesk('staff_account_update', { id }), change),
  resetSecondFactor: (id: number) =>
    postJson<StaffAccount>(generateDesk('staff_account_reset_totp', { id }), {}),
  loginByOffice: (input: OfficeLoginRequest) =>
    postJson<{ endsAt: string; customer: string }>(generateDesk('staff_login_by_office'), input),
  /** Ends this browser's office session (the banner's button, ADR 058). */
  endOffice: () => postJson<void>(generateDesk('staff_login_by_office_end'), {}),
  changePassword: (input: StaffPasswordChange) =>
    postJson<void>(generateDesk('staff_password_change'), input),
  /** The shop's own logout: what is left when the desk's session has already ended. */
  customerLogout: () => postJson<void>('/ajax/auth/logout', {}),
};

/** The audit filters as the address holds them: only what is set. */
export function auditSearch(query: Partial<AuditQuery>): string {
  const params = new URLSearchParams();
  if (query.staffId !== undefined) params.set('staffId', String(query.staffId));
  if (query.action) params.set('action', query.action);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  return params.size > 0 ? `?${params.toString()}` : '';
}
