import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { wizardsApi } from './wizards-api';
import './wizards.css';

/**
 * Asks for a company-data change or an end-use declaration: the company's main contact person gets
 * the wizard's link by mail (spec §7 wizard calls, ADR 073).
 */
export function WizardRequest({ kind }: { kind: 'company_change' | 'acceptance' }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ask = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setSentTo((await wizardsApi.request(kind)).sentTo);
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.body.message : t('errors.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="wizard-request" data-testid={`wizard-request-${kind}`}>
      {kind === 'company_change' && <p className="wizard-page__note">{t('wizards.request.hint')}</p>}
      <button type="button" className="button" onClick={() => void ask()} disabled={busy}>
        {t(kind === 'company_change' ? 'wizards.request.companyChange' : 'wizards.request.acceptance')}
      </button>
      {sentTo && (
        <p className="wizard-page__success" role="status">
          {t('wizards.request.sent', { email: sentTo })}
        </p>
      )}
      {problem && (
        <p className="wizard-page__problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
