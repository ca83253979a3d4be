/**
 * Contracts of a saved list's revisions (issue 17 "a list keeps revisions (who changed what, when)
 * and can be restored to one", ADR 040): the history of a list, one version's items, and a restore.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { DirectoryIdSchema } from './favourites';

/** What a revision did; the pages word it with `favouritesHistory.kinds.<kind>` and its params. */
export const REVISION_KINDS = [
  'created',
  'copiedFromShared',
  'renamed',
  'noteChanged',
  'shared',
  'unshared',
  'settingsChanged',
  'itemsAdded',
  'itemChanged',
  'itemMovedIn',
  'itemMovedOut',
  'itemCopiedIn',
  'itemDeleted',
  'merged',
  'restored',
] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export const REVISIONS_MAX_PER_PAGE = 50;
export const REVISIONS_DEFAULT_PER_PAGE = 20;
export const REVISION_ITEMS_MAX_PER_PAGE = 100;
export const REVISION_ITEMS_DEFAULT_PER_PAGE = 50;

/** Revision ids are database serials: digits, 1 to 2^31−1. */
export const RevisionIdSchema = z.coerce
  .number({ message: messageKey('favouritesHistory.errors.revisionId') })
  .int(messageKey('favouritesHistory.errors.revisionId'))
  .min(1, messageKey('favouritesHistory.errors.revisionId'))
  .max(2_147_483_647, messageKey('favouritesHistory.errors.revisionId'));

export const RevisionParamsSchema = z
  .object({ directoryId: DirectoryIdSchema, revisionId: RevisionIdSchema })
  .strict();

const pageQuery = (max: number, byDefault: number) =>
  z
    .object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      perPage: z.coerce.number().int().min(1).max(max).default(byDefault),
    })
    .strict();

export const RevisionListQuerySchema = pageQuery(REVISIONS_MAX_PER_PAGE, REVISIONS_DEFAULT_PER_PAGE);
export type RevisionListQuery = z.infer<typeof RevisionListQuerySchema>;
export const RevisionItemsQuerySchema = pageQuery(
  REVISION_ITEMS_MAX_PER_PAGE,
  REVISION_ITEMS_DEFAULT_PER_PAGE,
);
export type RevisionItemsQuery = z.infer<typeof RevisionItemsQuerySchema>;

/** Parameters of a summary: a symbol, a count, a list's name, a date (ISO) — values, never sentences. */
const SummaryParams = z.record(z.string(), z.union([z.string(), z.number()]));

export const RevisionSchema = z.object({
  revisionId: z.number().int(),
  createdAt: z.string(),
  /** The contact person who made the change; null once they are gone. */
  authorName: z.string().nullable(),
  /** Made by the viewer. */
  own: z.boolean(),
  kind: z.enum(REVISION_KINDS),
  /** The human summary: a message key (`favouritesHistory.kinds.*`) and its parameters. */
  summary: z.object({ key: z.string(), params: SummaryParams }),
  /** The list's name and note as this revision left them. */
  name: z.string(),
  note: z.string(),
  itemCount: z.number().int(),
  /** Products the revision changed. */
  changeCount: z.number().int(),
});
export type Revision = z.infer<typeof RevisionSchema>;

export const RevisionListSchema = z.object({
  revisions: z.array(RevisionSchema),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type RevisionList = z.infer<typeof RevisionListSchema>;

/** A line of a list as a revision left it. */
export const RevisionItemSchema = z.object({
  symbol: z.string(),
  /** Null when the product is no longer in the catalogue (a restore reports it). */
  description: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  quantity: z.number().int(),
  note: z.string(),
  /** The product is still in the catalogue. */
  exists: z.boolean(),
  /** This revision added or changed the line. */
  changed: z.boolean(),
});
export type RevisionItem = z.infer<typeof RevisionItemSchema>;

export const RevisionDetailSchema = z.object({
  revision: RevisionSchema,
  items: z.array(RevisionItemSchema),
  /** Symbols this revision took off the list. */
  removed: z.array(z.string()),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type RevisionDetail = z.infer<typeof RevisionDetailSchema>;

export const RestoreResponseSchema = z.object({
  /** The new revision the restore made. */
  revision: RevisionSchema,
  itemCount: z.number().int(),
  /** Lines of the version whose product is no longer in the catalogue: not restored, said so. */
  missing: z.array(z.object({ symbol: z.string(), quantity: z.number().int() })),
});
export type RestoreResponse = z.infer<typeof RestoreResponseSchema>;
