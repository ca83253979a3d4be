import { generate } from '../../../common/routes';
import type {
  AcceptanceCheck,
  CompanyCheck,
  DeclaredUse,
  WizardFinished,
  WizardView,
} from '../../../common/wizards';
import { getJson, postJson } from '../../lib/api';

type StepBody =
  | {
      step: 'details';
      data: { firstName: string; lastName: string; phone: string; language: string };
    }
  | { step: 'password'; data: { username: string; password: string; passwordRepeat: string } }
  | { step: 'terms'; data: { accept: true } };

/** The wizard calls (spec §7, ADR 073), by their named routes. */
export const wizardsApi = {
  open: (token: string) => postJson<WizardView>(generate('wizard_open'), { token }),
  get: (wizardId: string) => getJson<WizardView>(generate('wizard_get', { wizardId })),
  step: (wizardId: string, body: StepBody) =>
    postJson<WizardView>(generate('wizard_step'), { wizardId, ...body }),
  finalizeContactPerson: (wizardId: string) =>
    postJson<WizardFinished>(generate('finalize_contact_person'), { wizardId }),
  validateCompanyChange: (
    wizardId: string,
    data: { companyName: string; street: string; zipCode: string; city: string; vatNumber: string },
  ) => postJson<CompanyCheck>(generate('validate_company_change'), { wizardId, ...data }),
  recheckCompanyChange: (wizardId: string) =>
    postJson<CompanyCheck>(generate('recheck_company_change'), { wizardId }),
  finalizeCompanyChange: (wizardId: string) =>
    postJson<WizardFinished>(generate('finalize_company_change'), { wizardId }),
  saveDeclaredUses: (wizardId: string, uses: DeclaredUse[], countries: string[], noMilitaryUse: boolean) =>
    postJson<WizardView>(generate('declared_uses_save'), { wizardId, uses, countries, noMilitaryUse }),
  recheckAcceptance: (wizardId: string) =>
    postJson<AcceptanceCheck>(generate('recheck_acceptance'), { wizardId }),
  finalizeAcceptance: (wizardId: string) =>
    postJson<WizardFinished>(generate('finalize_acceptance'), { wizardId }),
  clearSession: (wizardId: string) => postJson<void>(generate('wizard_clear_session'), { wizardId }),
  invalidateSession: (wizardId: string) =>
    postJson<void>(generate('wizard_invalidate_session'), { wizardId }),
  request: (kind: 'company_change' | 'acceptance') =>
    postJson<{ sentTo: string }>(generate('wizard_request'), { kind }),
};
