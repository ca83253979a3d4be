/**
 * The carriers the shop ships with (issue 19, ADR 080) and their public tracking pages: the desk
 * picks one when it ships an order; the customer's mail and order page link the parcel's tracking.
 */
export const CARRIERS = ['dpd', 'dhl', 'ups', 'inpost', 'gls', 'pocztex'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Readonly<Record<Carrier, string>> = {
  dpd: 'DPD',
  dhl: 'DHL',
  ups: 'UPS',
  inpost: 'InPost',
  gls: 'GLS',
  pocztex: 'Pocztex',
};

const TRACKING: Readonly<Record<Carrier, string>> = {
  dpd: 'https://tracktrace.dpd.com.pl/parcelDetails?p1={n}',
  dhl: 'https://www.dhl.com/pl-en/home/tracking.html?tracking-id={n}',
  ups: 'https://www.ups.com/track?tracknum={n}',
  inpost: 'https://inpost.pl/sledzenie-przesylek?number={n}',
  gls: 'https://gls-group.com/PL/en/parcel-tracking?match={n}',
  pocztex: 'https://emonitoring.poczta-polska.pl/?numer={n}',
};

/** Tracking numbers are letters and digits (a few carriers add dashes): nothing to escape. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{6,40}$/;

export function isCarrier(value: string): value is Carrier {
  return (CARRIERS as readonly string[]).includes(value);
}

export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  if (!isCarrier(carrier)) return null;
  return TRACKING[carrier].replace('{n}', encodeURIComponent(trackingNumber));
}
