/**
 * The punchout module's public face (ADR 074): cXML PunchOut for companies' procurement systems
 * (SAP Ariba, Coupa…): the setup request, the StartPage session, the cart transfer (spec §7
 * finish-special-cxml), the OrderRequest placing the approved requisition, and the company's
 * configurations.
 */
export { createPunchoutService, type PunchoutService } from './punchout.service';
export { punchoutPagesRoutes, punchoutRoutes, punchoutSetupRoutes } from './punchout.routes';
export { createPunchoutOrders, type PunchoutOrders } from './order-request.service';
