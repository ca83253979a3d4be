/** Captcha of spec §4 (Turnstile, or the local box in development). Styles: './captcha.css'. */
export {
  CAPTCHA_TOKEN_FIELD,
  LOCAL_CAPTCHA_SITE_KEY,
  LOCAL_CAPTCHA_TOKEN_PATH,
} from '../../../common/captcha';
export * from './captcha';
export * from './local-provider';
export * from './provider';
export * from './turnstile-provider';
export * from './use-captcha';
