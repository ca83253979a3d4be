/** The mailed-link wizards and document links' public face (ADR 033, 073). */
export {
  createWizardsService,
  DOCUMENT_GRANT_TTL_MS,
  DOCUMENT_LINK_TTL_MS,
  WIZARD_LINK_TTL_MS,
  WIZARD_SESSION_TTL_MS,
  type WizardsService,
} from './wizards.service';
export { createLinkTokens, deriveLinkKey, sha256Hex, type LinkTokens } from './link-tokens';
export { wizardsRoutes } from './wizards.routes';
