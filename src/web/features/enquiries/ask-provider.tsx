import { type ReactNode, useCallback } from 'react';
import { AskAboutProductProvider, type AskSubject } from '../../lib/ask-about-product';
import { useT } from '../../lib/i18n';
import { useModals } from '../../ui/modal-stack';

/**
 * Provides "Ask about product" to the whole shop (ADR 034, the require-login pattern): the drawer
 * and its form are loaded on the first press, so product pages and lists do not carry them.
 */
export function AskAboutProductOnDemand({ children }: { children: ReactNode }) {
  const modals = useModals();
  const t = useT();
  const ask = useCallback(
    (subject: AskSubject) => {
      void import('./ask-drawer').then(({ AskDrawer }) =>
        modals.open(<AskDrawer subject={subject} />, {
          className: 'enquiry-drawer-modal',
          ariaLabel: t('enquiries.drawer.title'),
        }),
      );
    },
    [modals, t],
  );
  return <AskAboutProductProvider value={ask}>{children}</AskAboutProductProvider>;
}
