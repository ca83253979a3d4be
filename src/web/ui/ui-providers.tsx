import type { ReactNode } from 'react';
import { useT, useUiTranslate } from '../lib/i18n';
import { type InitialModal, ModalStackProvider } from './modal-stack';
import { ProgressProvider } from './progress-bar';
import { UiTranslateContext } from './texts';

/**
 * The UI kit's page-wide state: the dialog stack (with the dialogs the page shows from its first
 * paint) and the progress bar, translated into the page's language.
 */
export function UiProviders({
  children,
  initialModals,
}: {
  children: ReactNode;
  initialModals?: readonly InitialModal[];
}) {
  const t = useT();
  const uiT = useUiTranslate();
  return (
    <UiTranslateContext.Provider value={uiT}>
      <ModalStackProvider initial={initialModals}>
        <ProgressProvider labels={{ inProgress: t('progress.inProgress'), close: t('common.close') }}>
          {children}
        </ProgressProvider>
      </ModalStackProvider>
    </UiTranslateContext.Provider>
  );
}
