import type { DeclaredUsesOptions, WizardLinkCheck, WizardView } from '../../../common/wizards';

/** What the wizard pages' loader hands the page (pages/wizards/wizard-loader.server.ts). */
export type WizardPageData =
  | { mode: 'link'; token: string; check: WizardLinkCheck }
  | { mode: 'wizard'; view: WizardView; declaredUses: DeclaredUsesOptions | null };
