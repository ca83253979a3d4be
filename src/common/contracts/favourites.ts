import { messageKey } from '../errors';
/**
 * Contracts of saved lists, "favourites" (issue 17; spec §2 routes, §3 identifiers, §6 public
 * sharing, §7 customer calls and the common call new-favourites/{publicToken}).
 */
import { LIFECYCLE_STATUSES, ROHS_STATUSES } from '../product-compliance';
import { z } from 'zod';
import type { MessageKey } from '../errors';
import { EXPORT_FORMATS, ITEM_SORTS, type ItemSort } from '../favourites-rules';
import { AmountSchema, SymbolSchema } from './cart';

/** Spec §3: a public token is exactly 40 characters of A-Z, a-z and 0-9. */
export const FAVOURITES_TOKEN_PATTERN = /^[A-Za-z0-9]{40}$/;
export const FAVOURITES_TOKEN_LENGTH = 40;
export const FAVOURITES_NAME_MAX = 100;
export const FAVOURITES_NOTE_MAX = 1000;
/** Products added in one call (a whole cart or order, a pasted list). */
export const FAVOURITES_ADD_MAX_ITEMS = 500;
/** A list holds at most this many products (issue 17: lists of 10 000 items work). */
export const FAVOURITES_DIRECTORY_MAX_ITEMS = 10_000;
export const FAVOURITES_MAX_PER_PAGE = 100;
export const FAVOURITES_DEFAULT_PER_PAGE = 50;
/** Lists merged into one in one call. */
export const FAVOURITES_MERGE_MAX = 50;

const id = (message: MessageKey) =>
  z.coerce.number({ message }).int(message).min(1, message).max(2_147_483_647, message);

/** Spec §3: directoryId is digits. */
export const DirectoryIdSchema = id('favourites.errors.directoryId');
/** Spec §3: itemId is 1 to 9 digits. */
export const ItemIdSchema = z.coerce
  .number({ message: messageKey('favourites.errors.itemId') })
  .int(messageKey('favourites.errors.itemId'))
  .min(1, messageKey('favourites.errors.itemId'))
  .max(999_999_999, messageKey('favourites.errors.itemId'));

export const DirectoryParamsSchema = z.object({ directoryId: DirectoryIdSchema }).strict();
export const ItemParamsSchema = z.object({ itemId: ItemIdSchema }).strict();
export const PublicTokenParamsSchema = z
  .object({ publicToken: z.string().regex(FAVOURITES_TOKEN_PATTERN, messageKey('favourites.errors.token')) })
  .strict();
export const ExportParamsSchema = z
  .object({ format: z.enum(EXPORT_FORMATS, { message: messageKey('favourites.errors.exportFormat') }) })
  .strict();
/** Spec §3: the order numbers of the favourites orders route are 6 to 10 digits. */
export const FavouritesOrderParamsSchema = z
  .object({ orderNumber: z.string().regex(/^\d{6,10}$/, messageKey('favourites.errors.orderNumber')) })
  .strict();

const Name = z.string().trim().min(1, messageKey('favourites.errors.nameRequired')).max(FAVOURITES_NAME_MAX);
const Note = z.string().trim().max(FAVOURITES_NOTE_MAX);

export const DirectoryCreateSchema = z
  .object({
    name: Name,
    note: Note.optional(),
    sharedWithCompany: z.boolean().optional(),
    /** Copies a list someone shared (its public token) into the new one. */
    copyFromToken: z
      .string()
      .regex(FAVOURITES_TOKEN_PATTERN, messageKey('favourites.errors.token'))
      .optional(),
  })
  .strict();
export type DirectoryCreate = z.infer<typeof DirectoryCreateSchema>;

export const DirectoryUpdateSchema = z
  .object({ name: Name.optional(), note: Note.optional(), sharedWithCompany: z.boolean().optional() })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: messageKey('favourites.errors.nothingToChange') });
export type DirectoryUpdate = z.infer<typeof DirectoryUpdateSchema>;

/** Products to save: into a list of one's own, or into a new list of that name. */
export const ItemsAddSchema = z
  .object({
    directoryId: DirectoryIdSchema.optional(),
    newDirectoryName: Name.optional(),
    items: z
      .array(z.object({ symbol: SymbolSchema, quantity: AmountSchema, note: Note.optional() }).strict())
      .min(1)
      .max(FAVOURITES_ADD_MAX_ITEMS),
  })
  .strict()
  .refine((v) => (v.directoryId === undefined) !== (v.newDirectoryName === undefined), {
    message: messageKey('favourites.errors.targetRequired'),
  });
export type ItemsAdd = z.infer<typeof ItemsAddSchema>;

export const ItemUpdateSchema = z
  .object({
    quantity: AmountSchema.optional(),
    note: Note.optional(),
    /** Moves the item to another list of one's own. */
    directoryId: DirectoryIdSchema.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: messageKey('favourites.errors.nothingToChange') });
export type ItemUpdate = z.infer<typeof ItemUpdateSchema>;

/** POST item/{itemId}: copies the item into another list of one's own. */
export const ItemCopySchema = z.object({ directoryId: DirectoryIdSchema }).strict();

export const MergeSchema = z
  .object({
    targetDirectoryId: DirectoryIdSchema,
    sourceDirectoryIds: z.array(DirectoryIdSchema).min(1).max(FAVOURITES_MERGE_MAX),
    /** Deletes the merged lists afterwards (their items are in the target then). */
    deleteSources: z.boolean().optional(),
  })
  .strict()
  .refine((v) => !v.sourceDirectoryIds.includes(v.targetDirectoryId), {
    message: messageKey('favourites.errors.mergeIntoItself'),
  });
export type Merge = z.infer<typeof MergeSchema>;

export type { ItemSort };

export const DirectoryQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    perPage: z.coerce.number().int().min(1).max(FAVOURITES_MAX_PER_PAGE).default(FAVOURITES_DEFAULT_PER_PAGE),
    sort: z.enum(ITEM_SORTS).default('added_desc'),
    /** Filters by symbol, manufacturer symbol or description (case-insensitive). */
    q: z.string().trim().max(100).optional(),
    language: z.enum(['en', 'pl', 'hu', 'de']).optional(),
    /** The market to price in (a visitor's choice; a logged-in customer's own market wins). */
    country: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
  })
  .strict();
export type DirectoryQuery = z.infer<typeof DirectoryQuerySchema>;

export const ToCartSchema = z
  .object({
    /** "0" (or none): a new cart; otherwise an open cart of the customer. */
    orderNumber: z.string().min(1).max(100).optional(),
    /** Only these items (bulk selection); all items of the list otherwise. */
    itemIds: z.array(ItemIdSchema).min(1).max(FAVOURITES_DIRECTORY_MAX_ITEMS).optional(),
  })
  .strict();
export type ToCart = z.infer<typeof ToCartSchema>;

// ------------------------------------------------------------------ answers

const Money = z.string();

export const DirectorySummarySchema = z.object({
  directoryId: z.number().int(),
  name: z.string(),
  note: z.string(),
  sharedWithCompany: z.boolean(),
  /** The list is the viewer's own (not a colleague's shared one). */
  own: z.boolean(),
  publicToken: z.string(),
  itemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DirectorySummary = z.infer<typeof DirectorySummarySchema>;

export const DirectoryListSchema = z.object({ directories: z.array(DirectorySummarySchema) });
export type DirectoryList = z.infer<typeof DirectoryListSchema>;

/** What changed since the item was saved (issue 17 "beyond the anchors"). */
export const ItemChangeSchema = z.object({
  /** Live minus saved unit price, in the list currency; null when either is unknown or currencies differ. */
  priceDelta: Money.nullable(),
  priceDirection: z.enum(['up', 'down', 'same', 'unknown']),
  /** The stock no longer covers the list quantity (it did, or was unknown, when saved). */
  stockBelowQuantity: z.boolean(),
  /** Not in the offer or blocked: cannot be bought any more. */
  withdrawn: z.boolean(),
});
export type ItemChange = z.infer<typeof ItemChangeSchema>;

export const FavouriteItemSchema = z.object({
  itemId: z.number().int(),
  symbol: z.string(),
  manufacturerSymbol: z.string(),
  manufacturerName: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  minimumQuantity: z.number().int(),
  multiples: z.number().int(),
  note: z.string(),
  unit: z.string(),
  /** Net unit price now in `currency`, at the list quantity rounded up to the minimum and multiples (as the cart takes it); null when hidden or not priced. */
  unitPrice: Money.nullable(),
  /** unitPrice × quantity. */
  value: Money.nullable(),
  /** Stock now; null when the product does not show it. */
  stock: z.number().int().nullable(),
  leadTimeDays: z.number().int().nullable(),
  flags: z.array(z.string()),
  /** Lifecycle, RoHS and customs data (ADR 075): the exports' columns; absent from older clients' fixtures. */
  lifecycle: z.enum(LIFECYCLE_STATUSES).optional(),
  rohs: z.enum(ROHS_STATUSES).optional(),
  htsCode: z.string().nullable().optional(),
  countryOfOrigin: z.string().nullable().optional(),
  savedPrice: Money.nullable(),
  savedCurrency: z.string(),
  savedStock: z.number().int().nullable(),
  savedAt: z.string(),
  change: ItemChangeSchema,
});
export type FavouriteItem = z.infer<typeof FavouriteItemSchema>;

/** An item as the list's own people see it: with the customer's own symbol (ADR 036, 041), or null. */
export const OwnFavouriteItemSchema = FavouriteItemSchema.extend({ customerSymbol: z.string().nullable() });

export const DirectoryPageSchema = z.object({
  directory: DirectorySummarySchema,
  currency: z.string(),
  items: z.array(OwnFavouriteItemSchema),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type DirectoryPage = z.infer<typeof DirectoryPageSchema>;

/** The public face of a shared list: no owner, no notes of the directory's people, no token rights. */
export const PublicDirectorySchema = z.object({
  name: z.string(),
  note: z.string(),
  currency: z.string(),
  items: z.array(FavouriteItemSchema.omit({ itemId: true })),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type PublicDirectory = z.infer<typeof PublicDirectorySchema>;

export const ItemsAddResponseSchema = z.object({
  directoryId: z.number().int(),
  /** Products saved (new lines and lines whose quantity grew). */
  saved: z.number().int(),
  /** Symbols not found in the catalogue; nothing else was refused. */
  unknownSymbols: z.array(z.string()),
});
export type ItemsAddResponse = z.infer<typeof ItemsAddResponseSchema>;

export const ItemResponseSchema = z.object({
  itemId: z.number().int(),
  directoryId: z.number().int(),
  quantity: z.number().int(),
  note: z.string(),
});
export type ItemResponse = z.infer<typeof ItemResponseSchema>;

export const MergeResponseSchema = z.object({ directoryId: z.number().int(), itemCount: z.number().int() });

export const TokenResponseSchema = z.object({ publicToken: z.string() });

/** GET orders/{orderNumber}: a placed order's lines as they would be saved (a list is then made with POST item). */
export const OrderAsListSchema = z.object({
  orderNumber: z.string(),
  items: z.array(z.object({ symbol: z.string(), quantity: z.number().int() })),
});
export type OrderAsList = z.infer<typeof OrderAsListSchema>;

export const ToCartResponseSchema = z.object({
  orderNumber: z.string(),
  /** Lines added, with their quantity after rounding up to the minimum and multiples. */
  added: z.array(
    z.object({ symbol: z.string(), quantity: z.number().int(), listQuantity: z.number().int() }),
  ),
  /**
   * Items that could not be put in the cart, by symbol: `reason` is "withdrawn" or the cart's message
   * key for the product (no price, marketplace, ZBL stock…), worded with `params`.
   */
  skipped: z.array(
    z.object({
      symbol: z.string(),
      reason: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
export type ToCartResponse = z.infer<typeof ToCartResponseSchema>;
