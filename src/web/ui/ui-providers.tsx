import type { ReactNode } from 'react';
import { useT, useUiTranslate } from '../lib/i18n';
import { ModalStackProvider } from './modal-stack';
import { ProgressProvider } from './progress-bar';
import { UiTranslateContext } from './texts';

/** The UI kit's page-wide state: the dialog stack and the progress bar, translated into the page's language. */
export function UiProviders({ children }: { children: ReactNode }) {
  const t = useT();
  const uiT = useUiTranslate();
  return (
    <UiTranslateContext.Provider value={uiT}>
      <ModalStackProvider>
        <ProgressProvider labels={{ inProgress: t('progress.inProgress'), close: t('common.close') }}>
          {children}
        </ProgressProvider>
      </ModalStackProvider>
    </UiTranslateContext.Provider>
  );
}
