/**
 * The staff desk's discount codes (issue 18, ADR 050): the calls staff use to make, change, switch
 * off and read codes. A module of its own because it joins two faces: discounts (the codes) and staff
 * (the guard and the audit call); discounts itself stays below ordering and never imports the desk.
 */
export {
  discountsStaffRoutes,
  DISCOUNT_MAKERS,
  DISCOUNT_READERS,
  DISCOUNT_STOPPERS,
} from './discounts-desk.routes';
