import type {
  CleanseMatchResponse,
  CompanyProfile,
  LoginAlertResponse,
  LoginResponse,
  RegistrationRequest,
  RegistrationStep1,
  RegistrationStep2,
} from '../../../common/contracts/auth';
import { ApiError, getJson, postJson } from '../../lib/api';
import type { Translate } from '../../lib/i18n';

/** The calls of the account pages (spec §7 "Session and misc", "Anonymous", "Common"). */
export const authApi = {
  login: (login: string, password: string) =>
    postJson<LoginResponse>('/ajax/auth/login', { login, password }),
  loginZbl: (login: string, password: string, captchaToken: string) =>
    postJson<LoginResponse>('/ajax/auth/login-zbl', {
      zbl_login: { login, password, 'cf-turnstile-response': captchaToken },
    }),
  logout: () => postJson<void>('/ajax/auth/logout', {}),
  loginAlert: () => getJson<LoginAlertResponse>('/ajax/customer/login-alert'),
  requestPasswordReset: (email: string, language: string) =>
    postJson<void>('/ajax/profile/password/reset-request', { email, language }),
  resetPassword: (token: string, password: string) =>
    postJson<void>('/ajax/profile/password/reset', { token, password }),
  changePassword: (currentPassword: string, newPassword: string) =>
    postJson<void>('/ajax/profile/password/change', { currentPassword, newPassword }),
  validateStep: (step: 1 | 2, body: RegistrationStep1 | RegistrationStep2) =>
    postJson<{ valid: true }>(`/ajax/registration/step/${step}`, body),
  sendVerificationCode: (email: string, language: string) =>
    postJson<{ expiresIn: number }>('/ajax/registration/send-verification-code', { email, language }),
  register: (body: RegistrationRequest) => postJson<LoginResponse>('/ajax/registration', body),
  customerTypes: (country: string, language: string) =>
    getJson<{ customerTypes: Array<{ value: string; label: string }> }>(
      `/ajax/registration/customer-types/${country}?language=${language}`,
    ),
  regions: (country: string) =>
    getJson<{ regions: Array<{ code: string; name: string }> }>(`/ajax/address/regions/${country}`),
  companyProfile: (duns: string) => getJson<CompanyProfile>(`/ajax/address/company-profile/${duns}`),
  cleanseMatch: (address: {
    country: string;
    companyName: string;
    street: string;
    zipCode: string;
    city: string;
  }) => postJson<CleanseMatchResponse>('/ajax/address/cleanse-match', address),
};

/**
 * The message a login form shows for a failed attempt: the server's, which is in the page's
 * language (ADR 030), or ours when the call never reached it.
 */
export function loginErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.body.message) return error.body.message;
  return t('auth.login.failed');
}
