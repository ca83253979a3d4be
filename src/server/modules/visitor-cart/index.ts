/** The visitor cart (issue 22, ADR 087): a visitor's lines priced by the cart's pricing, merged after a login. */
export { createVisitorCartService, type VisitorCartService } from './visitor-cart.service';
export { visitorCartRoutes } from './visitor-cart.routes';
