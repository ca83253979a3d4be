import { generateAccount } from '../../../common/routes-account';
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
  open: (token: string) => postJson<WizardView>(generateAccount('wizard_open'), { token }),
  get: (wizardId: string) => getJson<WizardView>(generateAccount('wizard_get', { wizardId })),
  step: (wizardId: string, body: StepBody) =>
    postJson<WizardView>(generateAccount('wizard_step'), { wizardId, ...body }),
  finalizeContactPerson: (wizardId: string) =>
    postJson<WizardFinished>(generateAccount('finalize_contact_person'), { wizardId }),
  validateCompanyChange: (
    wizardId: string,
    data: { companyName: string; street: string; zipCode: string; city: string; vatNumber: string },
  ) => postJson<CompanyCheck>(generateAccount('validate_company_change'), { wizardId, ...data }),
  recheckCompanyChange: (wizardId: string) =>
    postJson<CompanyCheck>(generateAccount('recheck_company_change'), { wizardId }),
  finalizeCompanyChange: (wizardId: string) =>
    postJson<WizardFinished>(generateAccount('finalize_company_change'), { wizardId }),
  saveDeclaredUses: (wizardId: string, uses: DeclaredUse[], countries: string[], noMilitaryUse: boolean) =>
    postJson<WizardView>(generateAccount('declared_uses_save'), { wizardId, uses, countries, noMilitaryUse }),
  recheckAcceptance: (wizardId: string) =>
    postJson<AcceptanceCheck>(generateAccount('recheck_acceptance'), { wizardId }),
  finalizeAcceptance: (wizardId: string) =>
    postJson<WizardFinished>(generateAccount('finalize_acceptance'), { wizardId }),
  clearSession: (wizardId: string) => postJson<void>(generateAccount('wizard_clear_session'), { wizardId }),
  invalidateSession: (wizardId: string) =>
    postJson<void>(generateAccount('wizard_invalidate_session'), { wizardId }),
  request: (kind: 'company_change' | 'acceptance') =>
    postJson<{ sentTo: string }>(generateAccount('wizard_request'), { kind }),
};
