import { localHref, type Locale } from '../../lib/locale';
import { authApi } from './auth-api';

/** Logs out (POST, ADR 006) and goes to the home page of the market, or to `to`. */
export async function logOut(locale: Locale, to?: string): Promise<void> {
  try {
    await authApi.logout();
  } finally {
    window.location.assign(to ?? localHref(locale, 'home_index'));
  }
}
