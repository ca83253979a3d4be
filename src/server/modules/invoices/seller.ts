/**
 * The shop's legal entity as it appears on its invoices, per market (ADR 060). One company sells
 * everywhere; what changes per market is the VAT registration the invoice is issued under and the
 * bank account the customer pays into. Copied into every invoice when it is issued, so a later
 * change of address never rewrites an invoice already sent.
 */
export interface Seller {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  countryCode: string;
  vatNumber: string;
  bankAccount: string;
  bankName: string;
  /** The Hungarian tax number (adószám, 8-1-2 digits) NAV's invoice data names the supplier by. */
  taxNumber?: string;
}

const COMPANY = {
  name: 'Component Shop sp. z o.o.',
  street: 'ul. Elektronowa 12',
  zipCode: '90-001',
  city: 'Łódź',
  countryCode: 'PL',
} as const;

const SELLERS: Record<string, Seller> = {
  pl: {
    ...COMPANY,
    vatNumber: 'PL7251234561',
    bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
    bankName: 'Santander Bank Polska',
  },
  // Registered for VAT in Hungary (a Hungarian number), paid into a forint account there.
  hu: {
    ...COMPANY,
    vatNumber: 'HU28765432',
    taxNumber: '28765432-2-41',
    bankAccount: 'HU42 1177 3016 1111 1018 0000 0000',
    bankName: 'OTP Bank',
  },
};

/** Every other market is invoiced from Poland, paid into the euro account. */
const EURO: Seller = {
  ...COMPANY,
  vatNumber: 'PL7251234561',
  bankAccount: 'PL27 1090 1014 0000 0712 1981 2875',
  bankName: 'Santander Bank Polska',
};

export function sellerOf(market: string): Seller {
  return SELLERS[market] ?? EURO;
}
