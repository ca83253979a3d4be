import { useEffect, useRef } from 'react';
import {
  AFTER_LOGIN_ACTION_COOKIE,
  AFTER_LOGIN_ACTION_EVENT,
  AFTER_LOGIN_ALERT_COOKIE,
  AFTER_LOGIN_ALERT_EVENT,
  LOGIN_ALERT_RECHECK_MS,
} from '../../../common/accounts';
import { useT } from '../../lib/i18n';
import type { AfterLoginAction } from '../../lib/require-login';
import { useRootData } from '../../lib/root-data';
import { Dialog } from '../../ui/dialog';
import { useModals } from '../../ui/modal-stack';
import { authApi } from './auth-api';
import { readCookie, removeCookie } from './cookies';

/**
 * Spec §4 after-login action: with the page visible and the user logged in, the stored action is
 * handed over (window event `afterLoginAction`, detail = the action) and the cookie removed; not
 * logged in, the cookie is removed; page hidden, it waits for the page to become visible.
 */
export function handOverAfterLoginAction(loggedIn: boolean, doc: Document = document): () => void {
  const run = () => {
    const stored = readCookie(AFTER_LOGIN_ACTION_COOKIE);
    if (stored === undefined) return;
    if (!loggedIn) {
      removeCookie(AFTER_LOGIN_ACTION_COOKIE);
      return;
    }
    if (doc.visibilityState === 'hidden') return;
    removeCookie(AFTER_LOGIN_ACTION_COOKIE);
    let action: AfterLoginAction;
    try {
      action = JSON.parse(stored) as AfterLoginAction;
    } catch {
      return;
    }
    window.dispatchEvent(new CustomEvent(AFTER_LOGIN_ACTION_EVENT, { detail: action }));
  };
  run();
  const onVisible = () => {
    if (doc.visibilityState === 'visible') run();
  };
  doc.addEventListener('visibilitychange', onVisible);
  return () => doc.removeEventListener('visibilitychange', onVisible);
}

/**
 * Spec §4 after-login alert: shown when its cookie is present and the user is logged in. Closing
 * removes the cookie and fires `afterLoginAlert`; the login alert is checked again 1 s later.
 */
export function AfterLoginEffects() {
  const { customer } = useRootData();
  const { open } = useModals();
  const t = useT();
  const shown = useRef<string | null>(null);
  const loggedIn = customer !== null;

  useEffect(() => handOverAfterLoginAction(loggedIn), [loggedIn]);

  useEffect(() => {
    if (!loggedIn || readCookie(AFTER_LOGIN_ALERT_COOKIE) === undefined) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (): Promise<void> => {
      let alert: string | null;
      try {
        alert = (await authApi.loginAlert()).loginAlert;
      } catch {
        return;
      }
      if (cancelled || !alert || alert === shown.current) return;
      shown.current = alert;
      open(
        <Dialog
          title={t('auth.afterLoginAlert.title')}
          closeLabel={t('common.close')}
          className="after-login-alert"
        >
          {/* Written by staff on the server, not by visitors. */}
          <div className="after-login-alert__body" dangerouslySetInnerHTML={{ __html: alert }} />
        </Dialog>,
        {
          onClose: () => {
            removeCookie(AFTER_LOGIN_ALERT_COOKIE);
            window.dispatchEvent(new CustomEvent(AFTER_LOGIN_ALERT_EVENT));
            timer = setTimeout(() => void check(), LOGIN_ALERT_RECHECK_MS);
          },
        },
      );
    };
    void check();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [loggedIn, open, t]);

  return null;
}
