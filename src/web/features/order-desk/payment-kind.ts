/** The payment kinds the desk's messages name (orderDesk.payment.*); anything else shows as none. */
export function paymentKey(kind: string | null): 'bank_transfer' | 'cash_on_delivery' | 'online' | 'none' {
  return kind === 'bank_transfer' || kind === 'cash_on_delivery' || kind === 'online' ? kind : 'none';
}
