import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { useModals } from '../../ui/modal-stack';

/**
 * "Notify me" on a product page, for a logged-in customer: opens the alert form (add-alert.tsx,
 * loaded on the press: the product page's JavaScript budget, ADR 044).
 */
export function AddAlertButton({ symbol, currency }: { symbol: string; currency: string }) {
  const t = useT();
  const { customer } = useRootData();
  const { open, close } = useModals();
  const [saved, setSaved] = useState(false);
  if (!customer) return null;

  const start = () => {
    void import('./add-alert').then(({ AlertDialog }) => {
      const modal = open(
        <AlertDialog
          symbol={symbol}
          currency={currency}
          onCancel={() => close(modal)}
          onSaved={() => {
            close(modal);
            setSaved(true);
          }}
        />,
        { className: 'ui-modal--narrow' },
      );
    });
  };

  return (
    <>
      <button type="button" className="ui-button ui-button--secondary" onClick={start}>
        {t('alerts.add')}
      </button>
      {saved && (
        <span role="status" className="alert-saved">
          {t('alerts.dialog.saved')}
        </span>
      )}
    </>
  );
}
