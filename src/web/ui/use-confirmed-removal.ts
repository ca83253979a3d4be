import { ApiError } from '../lib/api';
import { useUiTranslate } from '../lib/i18n';
import { useConfirm, type ConfirmationTexts } from './confirmation-modal';
import { useErrorModal } from './error-modal';

/**
 * Removing something after a Yes (the "redirect" confirmation, spec §8), for any list: `texts`
 * words the question for the thing's name; `remove` is the mutation, which refetches its list; a
 * refusal shows the error dialog. The profile's contact persons, partners and alerts share it.
 */
export function useConfirmedRemoval<V>(
  texts: (name: string) => ConfirmationTexts,
  remove: (variables: V) => Promise<unknown>,
  onRemoved: () => void,
) {
  const uiT = useUiTranslate();
  const confirm = useConfirm();
  const showError = useErrorModal();
  return async (variables: V, name: string) => {
    if (!(await confirm('redirect', { texts: texts(name) }))) return;
    try {
      await remove(variables);
      onRemoved();
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body, { t: uiT });
    }
  };
}
