import { ANALYTICS_DESK_ROLES } from '../../../common/analytics-rules';
import type { StaffMember } from '../../../common/contracts/staff';
import type { StaffRole } from '../../../common/staff';

/**
 * The staff desk's sections (ADR 048): the shell's navigation and the desk's home are made from this
 * list, each entry shown only to the roles it names. A capability adds its staff page here with the
 * same roles its loader (`staffPage`) and calls (`staffEndpoint`) declare.
 */
export interface StaffNavEntry {
  /** The page's route name (common/routes.ts). */
  route: string;
  /** The section's name in the nav (a key of the catalogue). */
  label: string;
  /** One line on the desk's home saying what the section is for. */
  describe: string;
  roles: readonly [StaffRole, ...StaffRole[]];
}

export const STAFF_NAV: readonly StaffNavEntry[] = [
  { route: 'staff_rfq_inbox', label: 'rfqDesk.nav', describe: 'rfqDesk.describe', roles: ['sales', 'admin'] },
  {
    route: 'staff_chat',
    label: 'chat.desk.nav',
    describe: 'chat.desk.describe',
    roles: ['support', 'sales'],
  },
  {
    route: 'staff_complaints',
    label: 'complaintPages.desk.nav',
    describe: 'complaintPages.desk.describe',
    roles: ['support', 'admin'],
  },
  {
    route: 'login_by_office',
    label: 'staff.nav.office',
    describe: 'staff.home.describe.office',
    roles: ['support', 'sales'],
  },
  {
    route: 'staff_discounts',
    label: 'discounts.desk.nav',
    describe: 'discounts.desk.describe',
    roles: ['sales', 'admin'],
  },
  {
    route: 'staff_accounts',
    label: 'staff.nav.accounts',
    describe: 'staff.home.describe.accounts',
    roles: ['admin'],
  },
  {
    route: 'staff_offers',
    label: 'offers.staff.nav',
    describe: 'offers.staff.describe',
    roles: ['sales', 'admin'],
  },
  {
    route: 'staff_enquiries',
    label: 'enquiries.desk.nav',
    describe: 'enquiries.desk.describe',
    roles: ['support', 'sales', 'admin'],
  },
  {
    route: 'staff_newsletter',
    label: 'newsletter.desk.nav',
    describe: 'newsletter.desk.describe',
    roles: ['sales', 'admin'],
  },
  {
    route: 'staff_polls',
    label: 'polls.desk.nav',
    describe: 'polls.desk.describe',
    roles: ['sales', 'admin'],
  },
  {
    route: 'staff_popups',
    label: 'popups.desk.nav',
    describe: 'popups.desk.describe',
    roles: ['sales', 'admin'],
  },
  {
    route: 'staff_analytics',
    label: 'analyticsDesk.nav',
    describe: 'analyticsDesk.describe',
    roles: ANALYTICS_DESK_ROLES,
  },
  {
    route: 'staff_orders',
    label: 'orderDesk.nav',
    describe: 'orderDesk.describe',
    roles: ['support', 'admin'],
  },
  {
    route: 'staff_order_requests',
    label: 'orderRequests.desk.nav',
    describe: 'orderRequests.desk.describe',
    roles: ['support', 'admin'],
  },
  {
    route: 'staff_arrivals',
    label: 'backorders.desk.nav',
    describe: 'backorders.desk.describe',
    roles: ['sales', 'admin'],
  },
  {
    route: 'staff_invoices',
    label: 'invoices.desk.nav',
    describe: 'invoices.desk.describe',
    roles: ['support', 'admin'],
  },
  {
    route: 'staff_tenders',
    label: 'tenders.desk.nav',
    describe: 'tenders.desk.describe',
    roles: ['sales', 'admin'],
  },
  {
    route: 'staff_tender_list_inbox',
    label: 'tenders.desk.listsNav',
    describe: 'tenders.desk.listsDescribe',
    roles: ['sales', 'admin'],
  },
  { route: 'staff_audit', label: 'staff.nav.audit', describe: 'staff.home.describe.audit', roles: ['admin'] },
  {
    route: 'catalog_debug',
    label: 'staff.nav.catalogDebug',
    describe: 'staff.home.describe.catalogDebug',
    roles: ['sales', 'support', 'admin'],
  },
  {
    route: 'staff_password',
    label: 'staff.nav.password',
    describe: 'staff.home.describe.password',
    roles: ['sales', 'support', 'admin'],
  },
];

/** The sections a staff member may open. */
export function reachableSections(staff: StaffMember): StaffNavEntry[] {
  return STAFF_NAV.filter((entry) => entry.roles.some((role) => staff.roles.includes(role)));
}
