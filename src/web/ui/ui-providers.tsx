import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { ModalStackProvider } from './modal-stack';
import { ProgressProvider } from './progress-bar';

/** The UI kit's page-wide state: the dialog stack and the progress bar, with translated labels. */
export function UiProviders({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <ModalStackProvider>
      <ProgressProvider labels={{ inProgress: t('progress.inProgress'), close: t('common.close') }}>
        {children}
      </ProgressProvider>
    </ModalStackProvider>
  );
}
