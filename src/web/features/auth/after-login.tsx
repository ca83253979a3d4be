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
import { type InitialModal, useModals } from '../../ui/modal-stack';
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

/** Closing the after-login message: its cookie goes, and `afterLoginAlert` says so. */
function loginAlertClosed(): void {
  removeCookie(AFTER_LOGIN_ALERT_COOKIE);
  window.dispatchEvent(new CustomEvent(AFTER_LOGIN_ALERT_EVENT));
}

function LoginAlertDialog({ alert }: { alert: string }) {
  const t = useT();
  return (
    <Dialog
      title={t('auth.afterLoginAlert.title')}
      closeLabel={t('common.close')}
      className="after-login-alert"
    >
      {/* Written by staff on the server, not by visitors. */}
      <div className="after-login-alert__body" dangerouslySetInnerHTML={{ __html: alert }} />
    </Dialog>
  );
}

/** The after-login message as a dialog of the stack (open by the page or from its first paint). */
export function loginAlertModal(alert: string): InitialModal {
  return { content: <LoginAlertDialog alert={alert} />, options: { onClose: loginAlertClosed } };
}

/**
 * Spec §4 after-login alert: shown when its cookie is present and the user is logged in. Closing
 * removes the cookie and fires `afterLoginAlert`; the login alert is checked again 1 s later.
 *
 * A page whose request came with the cookie shows the message from its first paint (the root
 * loader reads it, the root hands it to the dialog stack as `firstPaint`, ADR 088): it is there
 * before anything on the page can be pressed. Asked for after hydration, with the dialogs' frames
 * loaded only then, it came a moment later over a dialog the visitor had opened meanwhile. It is
 * asked for here when the customer logs in without a page load (the root's data then has it, or
 * not yet) and again after each close.
 */
export function AfterLoginEffects({ firstPaint = null }: { firstPaint?: string | null }) {
  const { customer, loginAlert } = useRootData();
  const { open } = useModals();
  const shown = useRef<string | null>(firstPaint);
  const loggedIn = customer !== null;

  useEffect(() => handOverAfterLoginAction(loggedIn), [loggedIn]);

  useEffect(() => {
    if (!loggedIn) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (alert: string | null) => {
      if (cancelled || !alert || alert === shown.current) return;
      shown.current = alert;
      const { content, options } = loginAlertModal(alert);
      open(content, options);
    };
    const check = async (): Promise<void> => {
      try {
        show((await authApi.loginAlert()).loginAlert);
      } catch {
        return;
      }
    };
    const recheck = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void check(), LOGIN_ALERT_RECHECK_MS);
    };
    window.addEventListener(AFTER_LOGIN_ALERT_EVENT, recheck);
    if (readCookie(AFTER_LOGIN_ALERT_COOKIE) !== undefined) {
      if (loginAlert) show(loginAlert);
      else void check();
    }
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener(AFTER_LOGIN_ALERT_EVENT, recheck);
    };
  }, [loggedIn, loginAlert, open]);

  return null;
}
