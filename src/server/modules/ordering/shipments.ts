import { CARRIER_NAMES, isCarrier, trackingUrl } from '../../../common/carriers';
import type { Shipment } from '../../../common/contracts/orders';
import type { orderShipments } from '../../db/schema';

/** A stored shipment as the customer's order page and the desk show it (issue 19, ADR 080). */
export function shipmentOf(row: typeof orderShipments.$inferSelect): Shipment {
  return {
    carrier: row.carrier,
    carrierName: isCarrier(row.carrier) ? CARRIER_NAMES[row.carrier] : row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrl(row.carrier, row.trackingNumber),
    shippedAt: row.shippedAt.toISOString(),
  };
}
