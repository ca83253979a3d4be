/** Guest checkout (issue 22, ADR 083): orders of private persons without an account. */
export { createGuestCheckoutService, type GuestCheckoutService } from './guest-checkout.service';
export { guestCheckoutRoutes } from './guest-checkout.routes';
