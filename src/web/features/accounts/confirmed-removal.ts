import { ApiError } from '../../lib/api';
import { useT, useUiTranslate } from '../../lib/i18n';
import { useConfirm } from '../../ui/confirmation-modal';
import { useErrorModal } from '../../ui/error-modal';

/**
 * Removing something of the profile after a Yes (the "redirect" confirmation, spec §8): the texts
 * come from `accounts.<group>.confirm*`; `remove` is the mutation, which refetches its list; a
 * refusal shows the error dialog.
 */
export function useConfirmedRemoval<V>(
  group: 'contacts' | 'partners',
  remove: (variables: V) => Promise<unknown>,
  onRemoved: () => void,
) {
  const t = useT();
  const uiT = useUiTranslate();
  const confirm = useConfirm();
  const showError = useErrorModal();
  return async (variables: V, name: string) => {
    const yes = await confirm('redirect', {
      texts: {
        title: t(`accounts.${group}.confirmTitle`),
        info: t(`accounts.${group}.confirmInfo`),
        text: t(`accounts.${group}.confirmText`, { name }),
        yes: t('accounts.common.yes'),
        no: t('accounts.common.no'),
      },
    });
    if (!yes) return;
    try {
      await remove(variables);
      onRemoved();
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body, { t: uiT });
    }
  };
}
