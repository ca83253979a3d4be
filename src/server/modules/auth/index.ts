/** The auth module's public face (ADR 033): logins, sessions, registration, captcha and the shared rate limits. */
export { createAuthService, type AuthService } from './auth.service';
export { createRegistrationService, type RegistrationService } from './registration.service';
export { createSessionService, type ActiveSession, type SessionService } from './sessions.service';
export { postgresSessionStore, redisSessionStore } from './session-store';
export {
  altchaVerifier,
  localCaptchaVerifier,
  turnstileVerifier,
  unavailableCaptcha,
  type CaptchaVerifier,
} from './captcha';
export {
  hashPassword,
  passwordProblem,
  verifyPassword,
  DEFAULT_PASSWORD_COST,
  type PasswordCost,
} from './passwords';
export {
  createPasswordQueue,
  defaultPasswordQueueOptions,
  type PasswordQueue,
  type PasswordQueueOptions,
} from './password-queue';
// The shared counters (Redis or the database): every module that limits a stranger's calls counts here.
export {
  createRateLimits,
  postgresCounterStore,
  redisCounterStore,
  TooManyRequestsError,
  type RateLimits,
} from './rate-limits';
export { authRoutes } from './auth.routes';
export { registrationRoutes } from './registration.routes';
