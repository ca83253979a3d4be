/**
 * The rules of complaints and withdrawals (issue 19 "Complaints", spec §2 /complaint, /complaint/form,
 * §7 complaint calls, ADR 065), once: the form, the staff desk and the server use these. No Zod here,
 * so the browser bundle can take it; the request and answer schemas are in contracts/complaints.ts.
 *
 * Messages: the shared labels (states, reasons, law paths, resolutions), the refusals and the mails
 * are in i18n/areas/complaints.ts (`complaints.*`); page texts of the customer's pages and the desk
 * belong in their own area file (the web side's), so the two halves never edit one file.
 */

/** A complaint's states (issue 19): new, under review, awaiting the goods, accepted, rejected. */
export const COMPLAINT_STATES = ['new', 'under_review', 'awaiting_goods', 'accepted', 'rejected'] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

/** States nothing moves out of: the answer is given. */
export const COMPLAINT_FINAL_STATES: readonly ComplaintState[] = ['accepted', 'rejected'];
export const isFinalState = (state: ComplaintState) => COMPLAINT_FINAL_STATES.includes(state);

/**
 * The one state machine (the desk's buttons and the server's check read it): staff may look at a
 * new complaint, ask for the goods, and answer at any open step; an answer is final. "new" is only
 * ever the first state. The auto-acceptance of an unanswered complaint is the move to accepted.
 */
export const COMPLAINT_TRANSITIONS: Readonly<Record<ComplaintState, readonly ComplaintState[]>> = {
  new: ['under_review', 'awaiting_goods', 'accepted', 'rejected'],
  under_review: ['awaiting_goods', 'accepted', 'rejected'],
  awaiting_goods: ['under_review', 'accepted', 'rejected'],
  accepted: [],
  rejected: [],
};
export function canMove(from: ComplaintState, to: ComplaintState): boolean {
  return COMPLAINT_TRANSITIONS[from].includes(to);
}

/** What an accepted complaint gives: the money back (a corrective invoice) or the part again. */
export const COMPLAINT_RESOLUTIONS = ['refund', 'replacement'] as const;
export type ComplaintResolution = (typeof COMPLAINT_RESOLUTIONS)[number];

/** Why the customer complains; "withdrawal" is the consumer's return without a reason. */
export const COMPLAINT_REASONS = [
  'wrong_part',
  'damaged',
  'not_as_described',
  'missing',
  'withdrawal',
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

/**
 * The law's path of a case: a withdrawal from a distance contract (consumer, 14 days, no reason,
 * always a refund), a consumer's complaint of goods not in conformity, or a business's complaint
 * under the warranty (rękojmia / Gewährleistung) of the shop's terms.
 */
export const COMPLAINT_PATHS = ['withdrawal', 'consumer_complaint', 'warranty'] as const;
export type ComplaintPath = (typeof COMPLAINT_PATHS)[number];

/** Buyer types (spec §1). */
export type BuyerType = 'company' | 'person' | 'sole_trader';

/** Days a consumer may withdraw after delivery (EU directive 2011/83, art. 9; PL art. 27). */
export const WITHDRAWAL_DAYS = 14;
/** Days the shop has to answer a complaint; in Poland silence for that long is acceptance (art. 7a). */
export const ANSWER_DAYS = 14;
/** Days after delivery a consumer may complain (two years of conformity). */
export const CONSUMER_COMPLAINT_DAYS = 730;
/** Days after delivery a business may complain under the shop's terms (one year of warranty). */
export const BUSINESS_COMPLAINT_DAYS = 365;

/**
 * Consumer rights of a buyer: a private person anywhere; a Polish sole trader too, for purchases
 * not of their profession, since 2021 (PL consumer rights act art. 38a): the shop cannot tell, so
 * every sole trader on the Polish market gets them (the generous reading). Elsewhere a sole trader
 * is a business.
 */
export function hasConsumerRights(buyerType: BuyerType, market: string): boolean {
  return buyerType === 'person' || (buyerType === 'sole_trader' && market.toUpperCase() === 'PL');
}

/** The law of one invoice's goods for one buyer, as the form shows it and the server checks it. */
export interface ComplaintLaw {
  consumerRights: boolean;
  /** The day goods were delivered (the shipping day while carriers do not report delivery). */
  deliveredOn: string;
  /** Last day of the withdrawal, or null without consumer rights. */
  withdrawalUntil: string | null;
  withdrawalOpen: boolean;
  /** Last day a complaint may be filed. */
  complainUntil: string;
  complainOpen: boolean;
  /** The path a complaint (a reason other than withdrawal) takes. */
  complaintPath: Exclude<ComplaintPath, 'withdrawal'>;
  /** Days the shop has to answer, counted from filing. */
  answerDays: number;
  /** The answer deadline passes into acceptance (Poland, and every withdrawal). */
  autoAccept: boolean;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The law for `buyerType` on `market` of goods delivered on `deliveredOn`, seen on `today` (YYYY-MM-DD). */
export function complaintLaw(input: {
  buyerType: BuyerType;
  market: string;
  deliveredOn: string;
  today: string;
}): ComplaintLaw {
  const consumerRights = hasConsumerRights(input.buyerType, input.market);
  const withdrawalUntil = consumerRights ? addDays(input.deliveredOn, WITHDRAWAL_DAYS) : null;
  const complainUntil = addDays(
    input.deliveredOn,
    consumerRights ? CONSUMER_COMPLAINT_DAYS : BUSINESS_COMPLAINT_DAYS,
  );
  return {
    consumerRights,
    deliveredOn: input.deliveredOn,
    withdrawalUntil,
    withdrawalOpen: withdrawalUntil !== null && input.today <= withdrawalUntil,
    complainUntil,
    complainOpen: input.today <= complainUntil,
    complaintPath: consumerRights ? 'consumer_complaint' : 'warranty',
    answerDays: ANSWER_DAYS,
    autoAccept: input.market.toUpperCase() === 'PL',
  };
}

/** The path of a case with `reason` under `law`, or why it cannot be filed (a message key's last part). */
export function pathOf(
  law: ComplaintLaw,
  reason: ComplaintReason,
): { path: ComplaintPath } | { refused: 'withdrawalNotConsumer' | 'withdrawalExpired' | 'complaintExpired' } {
  if (reason === 'withdrawal') {
    if (!law.consumerRights) return { refused: 'withdrawalNotConsumer' };
    if (!law.withdrawalOpen) return { refused: 'withdrawalExpired' };
    return { path: 'withdrawal' };
  }
  if (!law.complainOpen) return { refused: 'complaintExpired' };
  return { path: law.complaintPath };
}

/** A withdrawal is accepted when unanswered in every market (it is a right, not a request). */
export function autoAccepts(law: Pick<ComplaintLaw, 'autoAccept'>, path: ComplaintPath): boolean {
  return law.autoAccept || path === 'withdrawal';
}

/* ---------------------------------------------------------------- the complaint form's limits */

export const COMPLAINT_DESCRIPTION_MIN = 10;
export const COMPLAINT_DESCRIPTION_MAX = 4000;
/** Lines of one complaint (an invoice has at most this many worth naming). */
export const COMPLAINT_LINES_MAX = 200;
export const COMPLAINT_QUANTITY_MAX = 10_000_000;
export const COMPLAINT_REJECT_REASON_MIN = 10;
export const COMPLAINT_REJECT_REASON_MAX = 2000;
/** A staff note, and staff's optional message to the customer with a decision. */
export const COMPLAINT_NOTE_MAX = 2000;
export const COMPLAINT_MESSAGE_MAX = 2000;
export const COMPLAINTS_PER_PAGE = 20;
export const COMPLAINT_DESK_PER_PAGE = 20;
export const COMPLAINT_MAX_PAGE = 10_000;

/** Printed invoice numbers carry slashes (FV/PL/2026/000123); in an address they are dashes. */
export const INVOICE_NUMBER_PARAM = '[A-Za-z0-9-]{1,40}';
export function invoiceNumberParam(number: string): string {
  return number.replaceAll('/', '-');
}
export function invoiceNumberOfParam(param: string): string {
  return param.replaceAll('-', '/');
}

/** The RMA number: readable, unique, printed on the return parcel (RMA-2026-000042). */
export const RMA_PATTERN = /^RMA-\d{4}-\d{6,9}$/;
export const RMA_PARAM = 'RMA-[0-9]{4}-[0-9]{6,9}';
export function rmaNumber(year: number, id: number): string {
  return `RMA-${year}-${String(id).padStart(6, '0')}`;
}

/* ---------------------------------------------------------------------------------- uploads */

/** Files of one draft storage (and so of one complaint). */
export const COMPLAINT_FILES_MAX = 10;
/** One file at most 10 MiB: a phone's photo or a scanned delivery note. */
export const COMPLAINT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** All files of one draft storage together. */
export const COMPLAINT_STORAGE_MAX_BYTES = 50 * 1024 * 1024;
/** One upload request's body: the files of a full storage and the form's overhead. */
export const COMPLAINT_UPLOAD_REQUEST_MAX_BYTES = COMPLAINT_STORAGE_MAX_BYTES + 1024 * 1024;
/**
 * Files uploaded to a draft storage and never sent with a complaint (the customer left) are deleted,
 * from the database and the disk, this many days after their upload (the drafts' sweep, ADR 065).
 */
export const COMPLAINT_DRAFT_KEEP_DAYS = 7;
/** The multipart field the files come in (any number of parts of that name, up to the limits). */
export const COMPLAINT_UPLOAD_FIELD = 'files';
/** The longest file name kept (for display only: a stored file is named by its random id). */
export const COMPLAINT_FILE_NAME_MAX = 120;
/** Images are decoded up to this many pixels (sharp's limitInputPixels): a bigger one is a bomb. */
export const COMPLAINT_IMAGE_MAX_PIXELS = 50_000_000;
/** Re-encoded images are scaled to fit this edge (a photo of a part needs no more). */
export const COMPLAINT_IMAGE_MAX_EDGE = 4096;

/**
 * The types a complaint takes, decided by the content (file-type), never by the name: a PDF named
 * .jpg is kept as a PDF and named .pdf; anything else is refused whatever its name.
 */
export const COMPLAINT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type ComplaintFileType = (typeof COMPLAINT_FILE_TYPES)[number];
export const COMPLAINT_FILE_EXTENSIONS: Readonly<Record<ComplaintFileType, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
/** The file input's accept attribute (a hint for the picker; the server decides by content). */
export const COMPLAINT_FILE_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

/** A stored file's id: 32 hex characters, random (the address of its download). */
export const COMPLAINT_FILE_ID_PARAM = '[a-f0-9]{32}';
export const COMPLAINT_FILE_ID_PATTERN = /^[a-f0-9]{32}$/;

/**
 * A name as shown: the base of what the browser sent (no directories, no control characters, no
 * characters a file system or a header objects to), shortened, with the extension of the type the
 * content is. Display only: the file on disk is named by its id.
 */
export function displayFileName(sent: string, type: ComplaintFileType): string {
  const base = (sent.split(/[/\\]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>:|?*%;]+/g, '')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, COMPLAINT_FILE_NAME_MAX - 6);
  return `${base || 'file'}.${COMPLAINT_FILE_EXTENSIONS[type]}`;
}

/* ----------------------------------------------------------------------------- the desk */

/** The inbox's sorts; "deadline" (the answer deadline, soonest first) is the default. */
export const COMPLAINT_DESK_SORTS = ['deadline', 'filedAt', 'number', 'state', 'customer'] as const;
export type ComplaintDeskSort = (typeof COMPLAINT_DESK_SORTS)[number];
/** The inbox's state filter: one state, every open one (the default) or all. */
export const COMPLAINT_DESK_FILTERS = ['open', 'all', ...COMPLAINT_STATES] as const;
export type ComplaintDeskFilter = (typeof COMPLAINT_DESK_FILTERS)[number];

/** What a complaint's history records. */
export const COMPLAINT_HISTORY_ACTIONS = ['filed', 'state', 'autoAccepted', 'note', 'refund'] as const;
export type ComplaintHistoryAction = (typeof COMPLAINT_HISTORY_ACTIONS)[number];

/** Staff roles that work the complaints desk (common/staff STAFF_ROLES). */
export const COMPLAINT_DESK_ROLES = ['support', 'admin'] as const;
