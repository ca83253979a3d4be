/**
 * Route names of the desk: the root renders them in the desk's shell (no shop header, cart or
 * footer). Staff pages are named `staff_*`; spec §2's `/login-by-office` and `/katalog/debug` are
 * the exceptions.
 * A module of its own: the root (every page's first paint) needs this, not the desk's section list
 * in staff-nav.ts (ADR 044).
 */
export function isStaffRoute(name: string | undefined): boolean {
  return (
    name !== undefined &&
    (name.startsWith('staff_') || name === 'login_by_office' || name === 'catalog_debug')
  );
}
