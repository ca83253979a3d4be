/**
 * The cXML OrderRequest of PunchOut (ADR 074, "The order request"), pure: the approved requisition
 * a procurement system sends as an order, read through the same safe reader as the setup request
 * (size limit, no entity declarations, well-formed first). Nothing here touches the database.
 */
import { attr, child, CxmlError, list, partiesOf, PUNCHOUT_MAX_ITEMS_OUT, readCxml, text } from './cxml';
import type { Credential } from './cxml';

/** The shop keeps the buyer's PO number as the order's customer reference (orders.customer_order_number). */
export const PO_NUMBER_MAX = 35;

export interface OrderRequestLine {
  lineNumber: number;
  symbol: string;
  /** The transferred cart's number when the line came from a PunchOutOrderMessage; else ''. */
  auxiliaryId: string;
  quantity: number;
  unitPrice: string;
  currency: string;
}

export interface ShipTo {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  countryCode: string;
}

export interface OrderRequest {
  payloadId: string;
  from: Credential[];
  sender: Credential & { sharedSecret: string };
  orderId: string;
  shipTo: ShipTo;
  lines: OrderRequestLine[];
}

/** A decimal of the document: digits with at most four decimals, as prices are written. */
const DECIMAL = /^\d{1,12}(\.\d{1,4})?$/;

/** The texts of a repeatable element (Street, DeliverTo), with or without attributes. */
function texts(node: Record<string, unknown>, name: string): string[] {
  const value = node[name];
  return (Array.isArray(value) ? value : [value]).map(text).filter(Boolean);
}

function shipToOf(header: Record<string, unknown>): ShipTo {
  const address = child(child(header, 'ShipTo'), 'Address');
  const postal = child(address, 'PostalAddress');
  if (!address || !postal) throw new CxmlError(400, 'OrderRequestHeader needs a ShipTo address');
  const deliverTo = texts(postal, 'DeliverTo');
  const shipTo = {
    name: (text(address['Name']) || deliverTo[0] || '').slice(0, 100),
    street: texts(postal, 'Street').join(', '),
    zipCode: text(postal['PostalCode']),
    city: text(postal['City']),
    countryCode: attr(child(postal, 'Country'), 'isoCountryCode').toLowerCase(),
  };
  const missing = (Object.keys(shipTo) as (keyof ShipTo)[]).filter((k) => !shipTo[k]);
  if (missing.length > 0) throw new CxmlError(400, `The ShipTo address lacks ${missing.join(', ')}`);
  if (shipTo.street.length > 200 || shipTo.city.length > 100 || shipTo.zipCode.length > 20)
    throw new CxmlError(400, 'The ShipTo address is longer than the shop keeps');
  return shipTo;
}

/** Reads an OrderRequest; throws CxmlError 400 (401 without a SharedSecret) for anything else. */
export function parseOrderRequest(xml: string): OrderRequest {
  const root = readCxml(xml);
  const header = child(root, 'Header');
  const order = child(child(root, 'Request'), 'OrderRequest');
  const orderHeader = child(order, 'OrderRequestHeader');
  if (!header || !order || !orderHeader) throw new CxmlError(400, 'The document is not an OrderRequest');
  const { from, sender } = partiesOf(header);
  const payloadId = attr(root, 'payloadID');
  if (!payloadId || payloadId.length > 250) throw new CxmlError(400, 'The cXML payloadID is missing');

  const orderId = attr(orderHeader, 'orderID');
  if (!orderId) throw new CxmlError(400, 'OrderRequestHeader needs an orderID (the PO number)');
  if (orderId.length > PO_NUMBER_MAX)
    throw new CxmlError(400, `The orderID is longer than ${PO_NUMBER_MAX} characters`);
  // Changing or cancelling a placed order goes through the shop's people, not this document.
  const type = attr(orderHeader, 'type') || 'new';
  if (type !== 'new') throw new CxmlError(406, `OrderRequest type "${type}" is not accepted; only "new"`);

  const rawItems = list(order, 'ItemOut');
  if (rawItems.length === 0) throw new CxmlError(400, 'The OrderRequest has no ItemOut lines');
  if (rawItems.length > PUNCHOUT_MAX_ITEMS_OUT)
    throw new CxmlError(400, `At most ${PUNCHOUT_MAX_ITEMS_OUT} ItemOut lines are accepted`);
  const seen = new Set<string>();
  const lines = rawItems.map((item, index) => {
    const lineNumber = Number(attr(item, 'lineNumber') || index + 1);
    const itemId = child(item, 'ItemID');
    const symbol = text(itemId?.['SupplierPartID']);
    const auxiliaryId = text(itemId?.['SupplierPartAuxiliaryID']).slice(0, 100);
    const quantity = Number(attr(item, 'quantity'));
    const money = child(child(child(item, 'ItemDetail'), 'UnitPrice'), 'Money');
    const unitPrice = text(money);
    const currency = attr(money, 'currency').toUpperCase();
    if (!symbol || symbol.length > 200 || !Number.isInteger(quantity) || quantity < 1 || quantity > 9_999_999)
      throw new CxmlError(400, `ItemOut ${lineNumber} needs a SupplierPartID and a whole quantity`);
    if (!DECIMAL.test(unitPrice) || !/^[A-Z]{3}$/.test(currency))
      throw new CxmlError(400, `ItemOut ${lineNumber} needs a UnitPrice with its currency`);
    // One line per part: the cart would merge two, and their prices could not be told apart.
    if (seen.has(symbol.toUpperCase()))
      throw new CxmlError(400, `SupplierPartID ${symbol} appears on more than one ItemOut`);
    seen.add(symbol.toUpperCase());
    return { lineNumber, symbol, auxiliaryId, quantity, unitPrice, currency };
  });
  return { payloadId, from, sender, orderId, shipTo: shipToOf(orderHeader), lines };
}

/** Two prices of the document and the shop are the same amount (1.5 = 1.50). */
export const samePrice = (a: string, b: string): boolean =>
  Math.round(Number(a) * 10_000) === Math.round(Number(b) * 10_000);
