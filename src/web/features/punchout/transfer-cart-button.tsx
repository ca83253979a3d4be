import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useErrorModal } from '../../ui/error-modal';
import { punchoutApi } from './punchout-api';

/**
 * What replaces "Continue to checkout" in a PunchOut session (ADR 074, spec §7 finish-special-cxml):
 * the cart becomes a PunchOutOrderMessage and the transfer page posts it to the procurement system.
 * The shop session ends with it; the buyer carries on in their procurement system.
 */
export function TransferCartButton({ orderNumber, disabled }: { orderNumber: string; disabled: boolean }) {
  const t = useT();
  const showError = useErrorModal();
  const [busy, setBusy] = useState(false);

  const transfer = async () => {
    setBusy(true);
    try {
      const result = await punchoutApi.transfer(orderNumber);
      window.location.assign(result.transferUrl);
    } catch (error) {
      setBusy(false);
      showError(error instanceof ApiError ? error.body : { message: t('punchout.transfer.failed') });
    }
  };

  return (
    <button
      type="button"
      className="button button--primary cart-totals__next"
      onClick={() => void transfer()}
      disabled={disabled || busy}
      aria-busy={busy}
      data-testid="punchout-transfer"
    >
      {busy ? t('punchout.transfer.busy') : t('punchout.transfer.button')}
    </button>
  );
}
