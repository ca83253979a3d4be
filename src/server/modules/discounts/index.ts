/**
 * The discounts module's public face (ADR 033, ADR 050): discount codes, their rules and their
 * redemption. It writes only its own tables (discount_codes, discount_redemptions); ordering asks it
 * what a code does to an order and has it record a use inside the placement's transaction.
 */
export { evaluateCode, type CodeRules, type DiscountedOrder, type DiscountOutcome } from './discount-rules';
export {
  createDiscountsService,
  discountView,
  type DiscountEvaluation,
  type DiscountsService,
  type RecordChange,
} from './discounts.service';
export { seedDemoDiscountCodes, DEMO_DISCOUNT_CODES } from './discounts.seed';
