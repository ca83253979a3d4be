import type { z } from 'zod';
import { notFound } from '../../../common/errors';
import type { DeskPopup, MarketingPopup, PopupInputSchema } from '../../../common/popups';
import type { Db } from '../../db/client';
import { audit } from '../staff';
import {
  insertPopup,
  selectLivePopup,
  selectPopup,
  selectPopups,
  updatePopup,
  type NewPopup,
  type PopupRow,
} from './popups.repository';

export interface PopupsDeps {
  db: Db;
  now?: () => Date;
}

type PopupInput = z.output<typeof PopupInputSchema>;

const visible = (row: PopupRow): MarketingPopup => ({
  id: row.id,
  title: row.title,
  body: row.body,
  imageUrl: row.imageUrl,
  linkUrl: row.linkUrl,
  linkLabel: row.linkLabel,
});

const desk = (row: PopupRow): DeskPopup => ({
  ...visible(row),
  market: row.market,
  language: row.language,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  priority: row.priority,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const columns = (input: PopupInput): Omit<NewPopup, 'createdBy'> => ({
  title: input.title,
  body: input.body,
  imageUrl: input.imageUrl,
  linkUrl: input.linkUrl,
  linkLabel: input.linkLabel,
  market: input.market,
  language: input.language,
  startsAt: new Date(input.startsAt),
  endsAt: input.endsAt === null ? null : new Date(input.endsAt),
  priority: input.priority,
  active: input.active,
});

/**
 * Marketing popups (issue 20, ADR 071): the one a visitor with marketing consent sees, and the
 * desk's list, new and changed popups, each change audited in its transaction.
 */
export function createPopupsService(deps: PopupsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  return {
    /**
     * GET popup marketing: at most one popup, only with marketing consent (the caller passes what
     * the consent cookie says: the rule holds even for a script that forgot to check), never one
     * the visitor closed.
     */
    async marketing(where: {
      market: string;
      language: string;
      marketingConsent: boolean;
      closed: readonly number[];
    }): Promise<MarketingPopup | null> {
      if (!where.marketingConsent) return null;
      const row = await selectLivePopup(db, { ...where, at: now() });
      return row ? visible(row) : null;
    },

    async list(): Promise<DeskPopup[]> {
      return (await selectPopups(db)).map(desk);
    },

    async get(id: number): Promise<DeskPopup> {
      const row = await selectPopup(db, id);
      if (!row) throw notFound('popups.desk.notFound');
      return desk(row);
    },

    async create(input: PopupInput, staffId: number): Promise<DeskPopup> {
      return inTx(async (tx) => {
        const row = await insertPopup(tx, { ...columns(input), createdBy: staffId });
        await audit(tx, {
          staffId,
          action: 'popup.create',
          subject: `popup:${row.id}`,
          details: { market: row.market, language: row.language, active: row.active },
        });
        return desk(row);
      });
    },

    async update(id: number, input: PopupInput, staffId: number): Promise<DeskPopup> {
      return inTx(async (tx) => {
        const before = await selectPopup(tx, id, true);
        if (!before) throw notFound('popups.desk.notFound');
        const row = await updatePopup(tx, id, columns(input));
        await audit(tx, {
          staffId,
          action: 'popup.update',
          subject: `popup:${id}`,
          details: { active: row.active, wasActive: before.active },
        });
        return desk(row);
      });
    },
  };
}

export type PopupsService = ReturnType<typeof createPopupsService>;
