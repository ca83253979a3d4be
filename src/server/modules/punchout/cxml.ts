/**
 * cXML 1.2 for PunchOut (ADR 074), pure: reading a PunchOutSetupRequest safely, and writing the
 * PunchOutSetupResponse, the error responses and the PunchOutOrderMessage. Reading uses the
 * project's fast-xml-parser (the e-invoicing module's), writing its xmlbuilder2 (escapes every
 * text and attribute). Nothing here touches the network or the database.
 *
 * Safety: the body is at most PUNCHOUT_MAX_BYTES (the route's body limit); a document declaring
 * entities (`<!ENTITY`, any DOCTYPE internal subset) is refused before parsing, so neither external
 * entities (XXE: files, URLs) nor entity expansion (billion laughs) can happen, and the parser never
 * fetches a DTD. The usual `<!DOCTYPE cXML SYSTEM "…cXML.dtd">` line is accepted and ignored.
 */
import { randomBytes } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { create } from 'xmlbuilder2';

/** A setup request is a few kilobytes; an `edit` with its ItemOut lines more, never near this. */
export const PUNCHOUT_MAX_BYTES = 256 * 1024;
/** ItemOut lines of an `edit` request taken into the cart (the cart's batch limit is the other bound). */
export const PUNCHOUT_MAX_ITEMS_OUT = 500;
export const CXML_VERSION = '1.2.014';
export const CXML_DTD = `http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd`;
export const PUNCHOUT_OPERATIONS = ['create', 'edit', 'inspect'] as const;
export type PunchoutOperation = (typeof PUNCHOUT_OPERATIONS)[number];

export interface Credential {
  domain: string;
  identity: string;
}

export interface SetupRequest {
  payloadId: string;
  from: Credential[];
  to: Credential[];
  sender: Credential & { sharedSecret: string };
  userAgent: string;
  operation: PunchoutOperation;
  buyerCookie: string;
  browserFormPostUrl: string;
  itemsOut: { symbol: string; amount: number }[];
}

/** A refusal with its cXML status: 400 malformed, 401 credentials, 403 not allowed. */
export class CxmlError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 406 | 409 | 413 | 415 | 429 | 500,
    message: string,
  ) {
    super(message);
  }
}

export type Node = Record<string, unknown>;

const ARRAYS = new Set(['Credential', 'ItemOut', 'Extrinsic', 'Street', 'DeliverTo']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Only the five predefined entities are left to decode: documents declaring others never get here.
  processEntities: { enabled: true, maxEntityCount: 0 } as never,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

export const text = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && '#text' in value) return String((value as Node)['#text']).trim();
  return '';
};
export const child = (node: unknown, name: string): Node | undefined => {
  const value = node && typeof node === 'object' ? (node as Node)[name] : undefined;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
};
export const list = (node: unknown, name: string): Node[] => {
  const value = node && typeof node === 'object' ? (node as Node)[name] : undefined;
  return Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as Node[]) : [];
};
export const attr = (node: Node | undefined, name: string): string =>
  String(node?.[`@_${name}`] ?? '').trim();

function credentialsOf(party: Node | undefined, where: string): Credential[] {
  const credentials = list(party, 'Credential').map((c) => ({
    domain: attr(c, 'domain'),
    identity: text(c['Identity']),
  }));
  if (
    credentials.length === 0 ||
    credentials.some((c) => !c.domain || !c.identity || c.identity.length > 200)
  )
    throw new CxmlError(400, `${where} needs a Credential with a domain and an Identity`);
  return credentials;
}

/**
 * The root `cXML` element of a document from outside, read safely (size, no entity declarations,
 * well-formed); the setup request and the order request both come through here.
 */
export function readCxml(xml: string): Node {
  if (Buffer.byteLength(xml, 'utf8') > PUNCHOUT_MAX_BYTES)
    throw new CxmlError(413, 'The request is larger than the shop accepts');
  // Entity declarations (internal subset or not) are refused before any parsing: no XXE, no expansion.
  if (/<!ENTITY/i.test(xml) || /<!DOCTYPE[^>[]*\[/i.test(xml))
    throw new CxmlError(400, 'Documents declaring entities or an internal DTD subset are not accepted');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new CxmlError(400, `Malformed XML: ${valid.err.msg} (line ${valid.err.line})`);
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (error) {
    throw new CxmlError(400, `Malformed XML: ${(error as Error).message.slice(0, 200)}`);
  }
  const root = child(doc, 'cXML');
  if (!root) throw new CxmlError(400, 'The document is not cXML');
  return root;
}

/** The header's From credentials and the Sender's with its SharedSecret (401 without one). */
export function partiesOf(header: Node): {
  from: Credential[];
  to: Credential[];
  sender: Credential & { sharedSecret: string };
  userAgent: string;
} {
  const senderNode = child(header, 'Sender');
  const senderCredential = list(senderNode, 'Credential')[0];
  const sharedSecret = text(senderCredential?.['SharedSecret']);
  if (!senderCredential || !sharedSecret) throw new CxmlError(401, 'The Sender carries no SharedSecret');
  const sender = credentialsOf(senderNode, 'Sender')[0]!;
  return {
    from: credentialsOf(child(header, 'From'), 'From'),
    to: credentialsOf(child(header, 'To'), 'To'),
    sender: { ...sender, sharedSecret },
    userAgent: text(senderNode?.['UserAgent']).slice(0, 200),
  };
}

/** Reads a PunchOutSetupRequest; throws CxmlError 400 for anything that is not one. */
export function parseSetupRequest(xml: string): SetupRequest {
  const root = readCxml(xml);
  const header = child(root, 'Header');
  const setup = child(child(root, 'Request'), 'PunchOutSetupRequest');
  if (!header || !setup) throw new CxmlError(400, 'The document is not a PunchOutSetupRequest');
  const parties = partiesOf(header);

  const operation = attr(setup, 'operation') || 'create';
  if (!(PUNCHOUT_OPERATIONS as readonly string[]).includes(operation))
    throw new CxmlError(400, `Unknown operation "${operation}"`);
  const buyerCookie = text(setup['BuyerCookie']);
  if (!buyerCookie || buyerCookie.length > 1000) throw new CxmlError(400, 'BuyerCookie is missing');
  const browserFormPostUrl = text(child(setup, 'BrowserFormPost')?.['URL']);
  if (!browserFormPostUrl) throw new CxmlError(400, 'BrowserFormPost URL is missing');
  const url = returnUrlOf(browserFormPostUrl);
  if (!url) throw new CxmlError(400, 'BrowserFormPost URL is not an http(s) address');

  const rawItems = list(setup, 'ItemOut');
  if (rawItems.length > PUNCHOUT_MAX_ITEMS_OUT)
    throw new CxmlError(400, `At most ${PUNCHOUT_MAX_ITEMS_OUT} ItemOut lines are accepted`);
  const itemsOut = rawItems.map((item, index) => {
    const symbol = text(child(item, 'ItemID')?.['SupplierPartID']);
    const amount = Number(attr(item, 'quantity'));
    if (!symbol || symbol.length > 200 || !Number.isInteger(amount) || amount < 1 || amount > 9_999_999)
      throw new CxmlError(400, `ItemOut ${index + 1} needs a SupplierPartID and a whole quantity`);
    return { symbol, amount };
  });

  return {
    payloadId: attr(root, 'payloadID'),
    ...parties,
    operation: operation as PunchoutOperation,
    buyerCookie,
    browserFormPostUrl: url.href,
    itemsOut,
  };
}

/** The BrowserFormPost address as a URL when it is http(s) without credentials in it, else null. */
export function returnUrlOf(value: string): URL | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || value.length > 2000) return null;
    return url;
  } catch {
    return null;
  }
}

/** payloadID: unique per document (time, random, the shop's host), as the standard asks. */
export function payloadId(host: string, at: Date): string {
  return `${at.getTime()}.${randomBytes(8).toString('hex')}@${host}`;
}

function document(host: string, at: Date, lang = 'en') {
  return create({ version: '1.0', encoding: 'UTF-8' })
    .dtd({ name: 'cXML', sysID: CXML_DTD })
    .ele('cXML', {
      payloadID: payloadId(host, at),
      timestamp: at.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      'xml:lang': lang,
    });
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Request Entity Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** A cXML Response with only a Status: how every refusal is answered, and an accepted OrderRequest. */
export function statusResponse(host: string, at: Date, code: number, message: string): string {
  const root = document(host, at);
  root
    .ele('Response')
    .ele('Status', { code: String(code), text: STATUS_TEXT[code] ?? 'Error' })
    .txt(message);
  return root.end({ prettyPrint: true });
}

export function setupResponse(host: string, at: Date, startPageUrl: string): string {
  const root = document(host, at);
  const response = root.ele('Response');
  response.ele('Status', { code: '200', text: 'OK' });
  response.ele('PunchOutSetupResponse').ele('StartPage').ele('URL').txt(startPageUrl);
  return root.end({ prettyPrint: true });
}

export interface OrderMessageLine {
  supplierPartId: string;
  /** The transferred cart's number: the OrderRequest names it back (ADR 074, the order request). */
  supplierPartAuxiliaryId: string;
  quantity: number;
  unitPrice: string;
  description: string;
  unitOfMeasure: string;
  classification: string;
  manufacturerPartId: string;
  manufacturerName: string;
  leadTimeDays: number | null;
}

export interface OrderMessage {
  buyerCookie: string;
  /** The request's From (the buyer) becomes To; its To (the shop, as the buyer names it) From and Sender. */
  buyer: Credential;
  supplier: Credential;
  currency: string;
  total: string;
  language: string;
  lines: OrderMessageLine[];
}

/** The PunchOutOrderMessage of a cart: ItemIn per line, in the cart's currency. */
export function orderMessage(host: string, at: Date, message: OrderMessage): string {
  const root = document(host, at, message.language);
  const header = root.ele('Header');
  header
    .ele('From')
    .ele('Credential', { domain: message.supplier.domain })
    .ele('Identity')
    .txt(message.supplier.identity);
  header
    .ele('To')
    .ele('Credential', { domain: message.buyer.domain })
    .ele('Identity')
    .txt(message.buyer.identity);
  const sender = header.ele('Sender');
  sender
    .ele('Credential', { domain: message.supplier.domain })
    .ele('Identity')
    .txt(message.supplier.identity);
  sender.ele('UserAgent').txt('Component Shop PunchOut');
  const body = root.ele('Message').ele('PunchOutOrderMessage');
  body.ele('BuyerCookie').txt(message.buyerCookie);
  body
    .ele('PunchOutOrderMessageHeader', { operationAllowed: 'edit' })
    .ele('Total')
    .ele('Money', { currency: message.currency })
    .txt(message.total);
  for (const line of message.lines) {
    const item = body.ele('ItemIn', { quantity: String(line.quantity) });
    const itemId = item.ele('ItemID');
    itemId.ele('SupplierPartID').txt(line.supplierPartId);
    itemId.ele('SupplierPartAuxiliaryID').txt(line.supplierPartAuxiliaryId);
    const detail = item.ele('ItemDetail');
    detail.ele('UnitPrice').ele('Money', { currency: message.currency }).txt(line.unitPrice);
    detail.ele('Description', { 'xml:lang': message.language }).txt(line.description);
    detail.ele('UnitOfMeasure').txt(line.unitOfMeasure);
    detail.ele('Classification', { domain: 'UNSPSC' }).txt(line.classification);
    detail.ele('ManufacturerPartID').txt(line.manufacturerPartId);
    detail.ele('ManufacturerName').txt(line.manufacturerName);
    if (line.leadTimeDays !== null) detail.ele('LeadTime').txt(String(line.leadTimeDays));
  }
  return root.end({ prettyPrint: true });
}

/** The shop's units (spec §3: M, ST, ROL, KPL, OPK) as UN/CEFACT codes, which cXML uses. */
const UNITS: Record<string, string> = { ST: 'EA', SZT: 'EA', M: 'MTR', ROL: 'RO', KPL: 'SET', OPK: 'PK' };
export const unitOfMeasure = (unit: string): string => UNITS[unit.toUpperCase()] ?? 'EA';

/**
 * UNSPSC of a line by its category path (coarse, by the top groups of the catalogue): the classes
 * a buyer's procurement system files electronic components under; 32000000 (electronic components
 * and supplies) when no closer class is known.
 */
const UNSPSC: [RegExp, string][] = [
  [/resistor/, '32121600'],
  [/capacitor/, '32121500'],
  [/integrated-circuit|power-management/, '32101600'],
  [/connector|terminal-block/, '39121400'],
  [/fuse|circuit-breaker|surge/, '39121600'],
  [/batter/, '26111700'],
];
export function classificationOf(categoryPath: readonly string[]): string {
  const path = categoryPath.join('/');
  return UNSPSC.find(([pattern]) => pattern.test(path))?.[1] ?? '32000000';
}
