/**
 * The server half of a staff page (ADR 048): a `pageLoader` that declares the roles allowed to see
 * the page. Without a staff session the page does not exist (the shop's 404, as for any unknown
 * address); a staff member without the role gets the same 404 page with status 403. The loader
 * runs only for the right roles and gets the staff member:
 *
 *   export default staffPage(page, ['admin'], async (args, staff) => ({ meta, data: { staff, … } }));
 *
 * The declared roles stay on the result (`staffRoles`), so the access test walks every staff page.
 */
import type { StaffMember, StaffRole } from '../../common/contracts/staff';
import type { PageDefinition } from './define-page';
import {
  notFound,
  pageLoader,
  type PageAnswer,
  type PageLoadArgs,
  type PageView,
  type ServerPage,
} from './loader-support.server';
import { personalMeta, translator } from './loader-support.server';

export type StaffServerPage<D> = ServerPage<D> & { readonly staffRoles: readonly StaffRole[] };

export function staffPage<D extends { staff: StaffMember }>(
  page: PageDefinition<D>,
  roles: readonly [StaffRole, ...StaffRole[]],
  /** The page, or another answer (a staff page whose `?id=` names nothing answers notFound). */
  load: (args: PageLoadArgs, staff: StaffMember) => Promise<PageView<D> | PageAnswer>,
): StaffServerPage<D> {
  const server = pageLoader(page, async (args) => {
    const staff = args.staff ?? null;
    if (!staff) return notFound(args);
    if (!roles.some((role) => staff.roles.includes(role))) {
      const refused = notFound(args);
      return refused instanceof Response ? refused : withStatus403(refused);
    }
    return load(args, staff);
  });
  return { ...server, staffRoles: roles };
}

/** The 404 page's payload answered with 403: the member is signed in, the role is missing. */
function withStatus403(answer: ReturnType<typeof notFound>): ReturnType<typeof notFound> {
  // notFound() answers `data(payload, { status: 404 })`: the same answer, another status.
  if ('init' in answer && answer.init && typeof answer.init === 'object') answer.init.status = 403;
  return answer;
}

/** Staff pages' tags: never indexed, the desk's name in the title. */
export function staffMeta(args: PageLoadArgs, titleKey: string) {
  const t = translator(args);
  return { ...personalMeta(args, t(titleKey)), title: `${t(titleKey)} | ${t('staff.desk')}` };
}
