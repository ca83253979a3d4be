/**
 * A saved list's revisions (issue 17 "a list keeps revisions (who changed what, when) and can be
 * restored to one", ADR 040). Every change of a list records one revision in the change's own
 * transaction: who, when, a kind with its parameters, the name and note, and a log row for each
 * product it touched. A whole-list snapshot is written when the rows logged since the last one reach
 * the list's size, so a small change of a 10 000-item list writes a few rows, snapshots cost at most
 * one row per logged row, and a version is rebuilt from at most about three times the list's size.
 */
import { notFound } from '../../../common/errors';
import {
  REVISION_KINDS,
  type RestoreResponse,
  type Revision,
  type RevisionDetail,
  type RevisionItemsQuery,
  type RevisionKind,
  type RevisionList,
  type RevisionListQuery,
} from '../../../common/contracts/favourites-revisions';
import type { Db } from '../../db/client';
import {
  countItems,
  selectVisibleDirectory,
  touchDirectory,
  updateDirectory,
  type DirectoryRow,
  type Viewer,
} from './favourites.repository';
import {
  countRevisions,
  deleteLines,
  insertChanges,
  insertRevision,
  insertSnapshot,
  lockDirectoryHead,
  selectChangesBetween,
  selectCurrentLines,
  selectDirectoryNames,
  selectExistingProductIds,
  selectLatestRevision,
  selectProductFacts,
  selectProductIdsOf,
  selectProductSymbol,
  selectRevision,
  selectRevisionMarks,
  selectRevisionsPage,
  selectSnapshot,
  selectSnapshotBase,
  selectVersionPage,
  upsertLines,
  type LineState,
  type RevisionRow,
} from './favourites-revisions.repository';

/** Below this many logged rows a snapshot is not worth it even for a short list. */
export const SNAPSHOT_MIN_CHANGES = 200;

/** What a change did: its kind, its parameters, and the other list of a move, copy or merge (named in it). */
export interface RevisionWhat {
  kind: RevisionKind;
  params?: Record<string, string | number>;
  otherDirectoryId?: number;
}

/** Products touched: their ids, or every line of the list (a list made as a copy). */
export type Touched = readonly number[] | 'all';

/** A new snapshot is due once the rows logged since the last reach the list's size (or the minimum). */
export const snapshotDue = (
  previous: { changesSinceSnapshot: number } | undefined,
  logged: number,
  itemCount: number,
) =>
  previous === undefined ||
  previous.changesSinceSnapshot + logged >= Math.max(SNAPSHOT_MIN_CHANGES, itemCount);

/**
 * Records a revision of a list inside the change's transaction (after the change): takes the list's
 * row lock, so a list's revisions are serial, and logs the touched products' lines as they are now.
 * The first revision of a list is a snapshot (lists older than their history start there).
 */
export async function recordRevision(
  tx: Db,
  author: Viewer,
  directoryId: number,
  what: RevisionWhat,
  touched: Touched,
): Promise<number> {
  const head = await lockDirectoryHead(tx, directoryId);
  if (!head) throw new Error(`recordRevision: list ${directoryId} does not exist`);
  const ids = touched === 'all' ? 'all' : [...new Set(touched)];
  const [previous, itemCount] = await Promise.all([
    selectLatestRevision(tx, directoryId),
    countItems(tx, directoryId),
  ]);
  const changeCount = ids === 'all' ? itemCount : ids.length;
  const params: Record<string, string | number> = { count: changeCount, ...what.params };
  if (ids !== 'all' && ids.length === 1) params.symbol = (await selectProductSymbol(tx, ids[0]!)) ?? '';
  if (what.otherDirectoryId !== undefined) {
    const [other] = await selectDirectoryNames(tx, [what.otherDirectoryId]);
    params.name = other?.name ?? '';
  }
  const snapshot = snapshotDue(previous, changeCount, itemCount);
  const revisionId = await insertRevision(tx, {
    directoryId,
    contactPersonId: author.contactPersonId,
    kind: what.kind,
    params,
    name: head.name,
    note: head.note,
    itemCount,
    changeCount,
    changesSinceSnapshot: snapshot ? 0 : previous!.changesSinceSnapshot + changeCount,
    hasSnapshot: snapshot,
  });
  if (changeCount > 0) await insertChanges(tx, revisionId, directoryId, ids);
  if (snapshot) await insertSnapshot(tx, revisionId, directoryId);
  return revisionId;
}

/** The revision a PATCH of a list's name, note or sharing makes; null when nothing changed. */
export function directoryChange(
  before: Pick<DirectoryRow, 'name' | 'note' | 'sharedWithCompany'>,
  after: Pick<DirectoryRow, 'name' | 'note' | 'sharedWithCompany'>,
): RevisionWhat | null {
  const changed: RevisionWhat[] = [];
  if (before.name !== after.name)
    changed.push({ kind: 'renamed', params: { from: before.name, to: after.name } });
  if (before.note !== after.note) changed.push({ kind: 'noteChanged' });
  if (before.sharedWithCompany !== after.sharedWithCompany)
    changed.push({ kind: after.sharedWithCompany ? 'shared' : 'unshared' });
  if (changed.length === 0) return null;
  return changed.length === 1 ? changed[0]! : { kind: 'settingsChanged' };
}

/** What a merge brings into its target, read before the sources are copied (and perhaps deleted). */
export async function mergeSources(tx: Db, sourceIds: readonly number[]) {
  const [productIds, names] = await Promise.all([
    selectProductIdsOf(tx, sourceIds),
    selectDirectoryNames(tx, sourceIds),
  ]);
  return {
    productIds,
    what: {
      kind: 'merged',
      params: { lists: names.length, names: names.map((n) => n.name).join(', ') },
    } satisfies RevisionWhat,
  };
}

/** The revision an item's PATCH makes on its list, and on the target of a move. */
export async function recordItemUpdate(
  tx: Db,
  author: Viewer,
  before: { productId: number; directoryId: number; quantity: number; note: string },
  after: { directoryId: number; quantity: number; note: string },
): Promise<void> {
  if (after.directoryId !== before.directoryId) {
    const moved = [before.productId];
    await recordRevision(
      tx,
      author,
      before.directoryId,
      { kind: 'itemMovedOut', otherDirectoryId: after.directoryId },
      moved,
    );
    await recordRevision(
      tx,
      author,
      after.directoryId,
      { kind: 'itemMovedIn', otherDirectoryId: before.directoryId },
      moved,
    );
  } else if (after.quantity !== before.quantity || after.note !== before.note) {
    await recordRevision(
      tx,
      author,
      before.directoryId,
      { kind: 'itemChanged', params: { quantity: after.quantity } },
      [before.productId],
    );
  }
}

const KIND_SET = new Set<string>(REVISION_KINDS);

function revisionOf(row: RevisionRow, viewer: Viewer): Revision {
  const kind = (KIND_SET.has(row.kind) ? row.kind : 'settingsChanged') as RevisionKind;
  return {
    revisionId: row.id,
    createdAt: row.createdAt.toISOString(),
    authorName: row.authorName,
    own: row.contactPersonId === viewer.contactPersonId,
    kind,
    summary: { key: `favouritesHistory.kinds.${kind}`, params: row.params },
    name: row.name,
    note: row.note,
    itemCount: row.itemCount,
    changeCount: row.changeCount,
  };
}

/** The list as the revision left it: its last snapshot, then the logged lines since, in order. */
async function linesAt(db: Db, directoryId: number, revisionId: number): Promise<Map<number, LineState>> {
  const base = await selectSnapshotBase(db, directoryId, revisionId);
  if (base === undefined)
    throw new Error(`revision ${revisionId} of list ${directoryId} has no snapshot before it`);
  const [snapshot, changes] = await Promise.all([
    selectSnapshot(db, base),
    selectChangesBetween(db, directoryId, base, revisionId),
  ]);
  const lines = new Map(snapshot.map((l) => [l.productId, l]));
  for (const { revisionId: _r, quantity, ...line } of changes) {
    if (quantity === null) lines.delete(line.productId);
    else lines.set(line.productId, { ...line, quantity });
  }
  return lines;
}

const sameLine = (a: Omit<LineState, 'symbol'>, b: Omit<LineState, 'symbol'>) =>
  a.quantity === b.quantity &&
  a.note === b.note &&
  a.savedCurrency === b.savedCurrency &&
  a.savedStock === b.savedStock &&
  (a.savedPrice === null
    ? b.savedPrice === null
    : b.savedPrice !== null && Number(a.savedPrice) === Number(b.savedPrice)) &&
  a.savedAt.getTime() === b.savedAt.getTime();

const revisionNotFound = () => notFound('favouritesHistory.errors.revisionNotFound');
const directoryNotFound = () => notFound('favourites.errors.directoryNotFound');

/** The history calls: a list's revisions, one version's items, and a restore (same visibility as the list). */
export function createRevisionsService(db: Db) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction((txRaw) => work(txRaw as unknown as Db));

  async function visible(viewer: Viewer, directoryId: number, tx: Db = db) {
    const row = await selectVisibleDirectory(tx, viewer, directoryId, tx !== db);
    if (!row) throw directoryNotFound();
    return row;
  }

  async function revision(directoryId: number, revisionId: number, tx: Db = db) {
    const row = await selectRevision(tx, directoryId, revisionId);
    if (!row) throw revisionNotFound();
    return row;
  }

  return {
    /** GET directory/{id}/revisions: newest first, with who, when and what. */
    async list(viewer: Viewer, directoryId: number, query: RevisionListQuery): Promise<RevisionList> {
      await visible(viewer, directoryId);
      const [rows, total] = await Promise.all([
        selectRevisionsPage(db, directoryId, {
          offset: (query.page - 1) * query.perPage,
          limit: query.perPage,
        }),
        countRevisions(db, directoryId),
      ]);
      return {
        revisions: rows.map((r) => revisionOf(r, viewer)),
        page: query.page,
        perPage: query.perPage,
        total,
      };
    },

    /** GET directory/{id}/revisions/{revisionId}: a page of the list as that revision left it, by symbol. */
    async show(
      viewer: Viewer,
      directoryId: number,
      revisionId: number,
      query: RevisionItemsQuery,
    ): Promise<RevisionDetail> {
      await visible(viewer, directoryId);
      const row = await revision(directoryId, revisionId);
      const base = await selectSnapshotBase(db, directoryId, revisionId);
      if (base === undefined) throw new Error(`revision ${revisionId} has no snapshot before it`);
      const { lines, total } = await selectVersionPage(db, directoryId, base, revisionId, {
        offset: (query.page - 1) * query.perPage,
        limit: query.perPage,
      });
      const ids = lines.map((l) => l.productId);
      const [facts, marks] = await Promise.all([
        selectProductFacts(db, ids).then((found) => new Map(found.map((f) => [f.id, f]))),
        selectRevisionMarks(db, revisionId, ids),
      ]);
      return {
        revision: revisionOf(row, viewer),
        items: lines.map((l) => ({
          symbol: l.symbol,
          description: facts.get(l.productId)?.description ?? null,
          manufacturerName: facts.get(l.productId)?.manufacturerName ?? null,
          quantity: l.quantity,
          note: l.note,
          exists: facts.has(l.productId),
          changed: marks.changed.has(l.productId),
        })),
        removed: marks.removed,
        page: query.page,
        perPage: query.perPage,
        total,
      };
    },

    /**
     * POST directory/{id}/revisions/{revisionId}/restore: the list's items, quantities, notes, name
     * and note as the revision left them, in one transaction, written as a new revision. Only lines
     * that differ are written; lines whose product left the catalogue are reported, not restored.
     */
    async restore(viewer: Viewer, directoryId: number, revisionId: number): Promise<RestoreResponse> {
      return transaction(async (tx) => {
        const list = await visible(viewer, directoryId, tx);
        const target = await revision(directoryId, revisionId, tx);
        const wanted = await linesAt(tx, directoryId, revisionId);
        const current = await selectCurrentLines(tx, directoryId);
        const now = new Map(current.map((l) => [l.productId, l]));
        const removed = current.filter((l) => !wanted.has(l.productId)).map((l) => l.productId);
        const differing = [...wanted.values()].filter((l) => {
          const there = now.get(l.productId);
          return there === undefined || !sameLine(there, l);
        });
        // Only lines off the list now can name a product the catalogue dropped (items hold theirs).
        const existing = await selectExistingProductIds(
          tx,
          differing.filter((l) => !now.has(l.productId)).map((l) => l.productId),
        );
        const gone = (l: LineState) => !now.has(l.productId) && !existing.has(l.productId);
        const missing = differing.filter(gone);
        const restored = differing.filter((l) => !gone(l));
        await deleteLines(tx, directoryId, removed);
        await upsertLines(tx, directoryId, restored);
        if (list.name !== target.name || list.note !== target.note)
          await updateDirectory(tx, directoryId, { name: target.name, note: target.note });
        else await touchDirectory(tx, directoryId);
        const made = await recordRevision(
          tx,
          viewer,
          directoryId,
          { kind: 'restored', params: { at: target.createdAt.toISOString(), revisionId } },
          [...removed, ...restored.map((l) => l.productId)],
        );
        return {
          revision: revisionOf(await revision(directoryId, made, tx), viewer),
          itemCount: await countItems(tx, directoryId),
          missing: missing.map((l) => ({ symbol: l.symbol, quantity: l.quantity })),
        };
      });
    },
  };
}

export type RevisionsService = ReturnType<typeof createRevisionsService>;
