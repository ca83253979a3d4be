import { useT } from '../../lib/i18n';
import { useConfirmedRemoval as useRemovalAfterYes } from '../../ui/use-confirmed-removal';

/** Removing a contact person or partner after a Yes, worded by `accounts.<group>.confirm*`. */
export function useConfirmedRemoval<V>(
  group: 'contacts' | 'partners',
  remove: (variables: V) => Promise<unknown>,
  onRemoved: () => void,
) {
  const t = useT();
  return useRemovalAfterYes(
    (name) => ({
      title: t(`accounts.${group}.confirmTitle`),
      info: t(`accounts.${group}.confirmInfo`),
      text: t(`accounts.${group}.confirmText`, { name }),
      yes: t('accounts.common.yes'),
      no: t('accounts.common.no'),
    }),
    remove,
    onRemoved,
  );
}
