import {
  ALERTS_MAX_PER_CUSTOMER,
  type Alert,
  type AlertCreate,
  type AlertKind,
  type AlertList,
  type AlertListQuery,
  type AlertUpdate,
} from '../../../common/contracts/alerts';
import { AppError, notFound, validationError } from '../../../common/errors';
import type { Currency, Language } from '../../../common/markets';
import { productText } from '../catalog';
import type { Db } from '../../db/client';
import {
  deleteAlert,
  hasAlert,
  hasListAlert,
  insertAlert,
  insertListAlert,
  selectAlert,
  selectAlerts,
  selectProductBySymbol,
  updateAlert,
  type AlertCondition,
  type AlertOwner,
  type AlertRow,
} from './alerts.repository';

/** The threshold as the database gives it back ("0.250000") is written without its trailing zeros. */
function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

function toAlert(row: AlertRow, language: Language = 'en'): Alert {
  return {
    id: row.id,
    symbol: row.symbol,
    description:
      row.description === null ? null : productText(row.description, row.generatedText ?? false, language),
    directory: row.directoryId === null ? null : { id: row.directoryId, name: row.directoryName ?? '' },
    kind: row.kind as AlertKind,
    quantity: row.quantity,
    threshold: row.threshold === null ? null : trimDecimal(row.threshold),
    currency: row.currency,
    repeat: row.repeat,
    active: row.active,
    firedAt: row.firedAt?.toISOString() ?? null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The stored form of a condition: a price threshold is in the customer's currency of the moment. */
function conditionOf(input: AlertUpdate, currency: Currency): AlertCondition {
  switch (input.kind) {
    case 'stock':
      return {
        kind: 'stock',
        quantity: input.quantity,
        threshold: null,
        currency: null,
        repeat: input.repeat,
      };
    case 'price':
      return {
        kind: 'price',
        quantity: input.quantity,
        threshold: input.threshold,
        currency,
        repeat: input.repeat,
      };
    case 'withdrawn':
    case 'list_available':
      return { kind: input.kind, quantity: null, threshold: null, currency: null, repeat: input.repeat };
  }
}

/**
 * Who asks: the contact person whose alerts these are (each sees and manages their own, and is the
 * one mailed: ADR 039); list alerts are checked against the lists this person may see.
 */
export type AlertViewer = AlertOwner;

/**
 * The favourites a list alert needs (services.ts hands in the favourites service's check, so alerts
 * never read or write favourites' rules themselves): throws the favourites' 404 for a list the viewer
 * may not see (another customer's, or a colleague's private one).
 */
export interface DirectoriesPort {
  assertVisible(viewer: AlertViewer, directoryId: number): Promise<void>;
}

/**
 * A contact person's stock, price and list alerts (issue 17; spec §7 Customer "notification"). Every
 * call takes the session's customer and contact person; another customer's alert, or a colleague's,
 * is not found (404). Mailing them is the alert
 * job's (it reads the active ones by product), not this service's.
 */
export function createAlertsService(db: Db, directories: DirectoriesPort) {
  async function owned(owner: AlertOwner, id: number): Promise<Alert> {
    const row = await selectAlert(db, owner, id);
    if (!row) throw notFound('alerts.errors.notFound');
    return toAlert(row);
  }

  return {
    /** `language`: the page's, which the products' generated descriptions are read in (ADR 023). */
    async list(viewer: AlertViewer, query: AlertListQuery, language: Language = 'en'): Promise<AlertList> {
      let productId: number | undefined;
      const directoryId = query.directoryId;
      if (query.symbol !== undefined) {
        productId = (await selectProductBySymbol(db, query.symbol))?.id;
        if (productId === undefined) return { items: [], total: 0, page: query.page, perPage: query.perPage };
      }
      const { rows, total } = await selectAlerts(db, viewer, {
        offset: (query.page - 1) * query.perPage,
        limit: query.perPage,
        productId,
        directoryId,
      });
      return {
        items: rows.map((row) => toAlert(row, language)),
        total,
        page: query.page,
        perPage: query.perPage,
      };
    },

    /** One alert per product and kind: a second is a 409 naming the product (PUT changes the first). */
    async create(viewer: AlertViewer, input: AlertCreate, currency: Currency): Promise<Alert> {
      if (input.kind === 'list_available') {
        await directories.assertVisible(viewer, input.directoryId);
        const id = await insertListAlert(
          db,
          viewer,
          input.directoryId,
          input.repeat,
          ALERTS_MAX_PER_CUSTOMER,
        );
        if (id !== undefined) return owned(viewer, id);
        if (await hasListAlert(db, viewer, input.directoryId)) {
          throw new AppError(409, 'alerts.errors.duplicateList');
        }
        throw new AppError(409, 'alerts.errors.tooMany', { params: { max: ALERTS_MAX_PER_CUSTOMER } });
      }
      const product = await selectProductBySymbol(db, input.symbol);
      if (!product) {
        throw validationError([
          { field: 'symbol', key: 'alerts.errors.unknownProduct', params: { symbol: input.symbol } },
        ]);
      }
      const condition = conditionOf(input, currency);
      const id = await insertAlert(db, viewer, product.id, condition, ALERTS_MAX_PER_CUSTOMER);
      if (id !== undefined) return owned(viewer, id);
      if (await hasAlert(db, viewer, product.id, input.kind)) {
        throw new AppError(409, 'alerts.errors.duplicate', { params: { symbol: product.symbol } });
      }
      throw new AppError(409, 'alerts.errors.tooMany', { params: { max: ALERTS_MAX_PER_CUSTOMER } });
    },

    async update(viewer: AlertViewer, id: number, input: AlertUpdate, currency: Currency): Promise<Alert> {
      const current = await owned(viewer, id);
      if (current.kind !== input.kind) {
        throw validationError([{ field: 'kind', key: 'alerts.errors.kindFixed' }]);
      }
      const { kind: _kind, ...condition } = conditionOf(input, currency);
      if (!(await updateAlert(db, viewer, id, condition))) throw notFound('alerts.errors.notFound');
      return owned(viewer, id);
    },

    async remove(viewer: AlertViewer, id: number): Promise<void> {
      if (!(await deleteAlert(db, viewer, id))) throw notFound('alerts.errors.notFound');
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
