/**
 * The staff desk's public face (ADR 033, 048): the service, the audit call, the guard of staff
 * calls and pages, and the routes. A capability with staff pages or calls imports only this.
 */
export {
  audit,
  createStaffService,
  type AuditEntryInput,
  type StaffService,
  type StaffSession,
} from './staff.service';
export { currentStaff, requireStaff, staffEndpoint, staffMay } from './staff.guard';
export { staffRoutes } from './staff.routes';
export { totpCode } from './totp';
