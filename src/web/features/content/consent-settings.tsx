import { useState } from 'react';
import { ACCEPT_ALL } from '../../../common/consent';
import { useT } from '../../lib/i18n';
import { Dialog } from '../../ui/dialog';
import type { Choice } from './consent';

/** The cookie settings dialog (spec §9), opened from the banner or the footer link (consent.tsx). */
export function ConsentSettings({ initial, onSave }: { initial: Choice; onSave: (choice: Choice) => void }) {
  const t = useT();
  const [choice, setChoice] = useState<Choice>({
    preferences: initial.preferences,
    marketing: initial.marketing,
    analytics: initial.analytics,
  });
  const row = (key: 'necessary' | keyof Choice) => {
    const id = `consent-${key}`;
    const fixed = key === 'necessary';
    return (
      <li className="consent-option" key={key}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={fixed ? true : choice[key]}
          disabled={fixed}
          aria-describedby={`${id}-text`}
          onChange={fixed ? undefined : (e) => setChoice((c) => ({ ...c, [key]: e.target.checked }))}
        />
        <label htmlFor={id}>
          <strong>{t(`consent.${key}`)}</strong>
          {fixed && <span className="muted"> ({t('consent.alwaysOn')})</span>}
        </label>
        <p id={`${id}-text`} className="muted">
          {t(`consent.${key}Text`)}
        </p>
      </li>
    );
  };
  return (
    <Dialog
      title={t('consent.settingsTitle')}
      closeLabel={t('common.close')}
      className="consent-settings"
      footer={
        <>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => onSave(ACCEPT_ALL)}>
            {t('consent.acceptAll')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => onSave(choice)}
            data-testid="consent-save"
          >
            {t('consent.save')}
          </button>
        </>
      }
    >
      <p>{t('consent.settingsIntro')}</p>
      <ul className="consent-options">
        {(['necessary', 'preferences', 'analytics', 'marketing'] as const).map(row)}
      </ul>
    </Dialog>
  );
}
