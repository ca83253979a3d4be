import { useState, type FormEvent } from 'react';
import type {
  PunchoutConfig,
  PunchoutConfigList,
  PunchoutConfigWithSecret,
} from '../../../common/contracts/punchout';
import { formatDate } from '../../../common/format';
import type { Language } from '../../../common/markets';
import { ApiError } from '../../lib/api';
import { formErrorsOf } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { useConfirm } from '../../ui/confirmation-modal';
import { useErrorModal } from '../../ui/error-modal';
import { FormAlert, TextArea, TextField } from '../../ui/form';
import { punchoutApi } from './punchout-api';

const EMPTY = { systemName: '', fromDomain: 'NetworkID', fromIdentity: '', returnOrigins: '' };

/** The secret of a configuration just made or renewed: shown once, never again. */
function SecretBox({ shown, onDone }: { shown: PunchoutConfigWithSecret; onDone: () => void }) {
  const t = useT();
  return (
    <section className="punchout-secret" role="status" data-testid="punchout-secret">
      <h2>{t('punchout.secret.title', { system: shown.config.systemName })}</h2>
      <p>{t('punchout.secret.text')}</p>
      <code data-testid="punchout-secret-value">{shown.sharedSecret}</code>
      <button type="button" className="button" onClick={onDone}>
        {t('punchout.secret.done')}
      </button>
    </section>
  );
}

/**
 * The company's procurement systems (cXML PunchOut, ADR 074): each configuration's credentials and
 * return addresses, a new one (its secret shown once), a new secret, removal. Sessions open as the
 * person who made the configuration.
 */
export function PunchoutSettings({ initial, language }: { initial: PunchoutConfigList; language: Language }) {
  const t = useT();
  const confirm = useConfirm();
  const showError = useErrorModal();
  const [list, setList] = useState(initial);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<PunchoutConfigWithSecret | null>(null);
  const date = (iso: string) => formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short' });
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const refresh = async () => setList(await punchoutApi.list());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const origins = form.returnOrigins
      .split(/[\s,]+/)
      .map((o) => o.trim())
      .filter(Boolean);
    const missing: Record<string, string> = {};
    if (!form.systemName.trim()) missing.systemName = t('common.required');
    if (!form.fromDomain.trim()) missing.fromDomain = t('common.required');
    if (!form.fromIdentity.trim()) missing.fromIdentity = t('common.required');
    if (origins.length === 0) missing.returnOrigins = t('common.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const made = await punchoutApi.create({
        systemName: form.systemName,
        fromDomain: form.fromDomain,
        fromIdentity: form.fromIdentity,
        returnOrigins: origins,
      });
      setSecret(made);
      setForm(EMPTY);
      await refresh();
    } catch (failure) {
      const found = formErrorsOf(failure, t('punchout.errors.saveFailed'));
      // "returnOrigins.1" → the one field that holds them all.
      const merged: Record<string, string> = {};
      for (const [field, message] of Object.entries(found))
        merged[field.startsWith('returnOrigins') ? 'returnOrigins' : field] ??= message;
      setErrors(merged);
    } finally {
      setBusy(false);
    }
  };

  const renew = async (config: PunchoutConfig) => {
    const yes = await confirm('redirect', {
      texts: {
        title: t('punchout.renew.title'),
        info: t('punchout.renew.info', { system: config.systemName }),
        text: t('punchout.renew.text'),
        yes: t('punchout.common.yes'),
        no: t('punchout.common.no'),
      },
    });
    if (!yes) return;
    try {
      setSecret(await punchoutApi.renewSecret(config.id));
      await refresh();
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body);
    }
  };

  const remove = async (config: PunchoutConfig) => {
    const yes = await confirm('redirect', {
      texts: {
        title: t('punchout.remove.title'),
        info: t('punchout.remove.info', { system: config.systemName }),
        text: t('punchout.remove.text'),
        yes: t('punchout.common.yes'),
        no: t('punchout.common.no'),
      },
    });
    if (!yes) return;
    try {
      await punchoutApi.remove(config.id);
      await refresh();
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body);
    }
  };

  return (
    <div className="punchout-settings" data-testid="punchout-settings">
      <p>
        {t('punchout.settings.setupUrl')}{' '}
        <span className="punchout-settings__setup-url" data-testid="punchout-setup-url">
          {list.setupUrl}
        </span>
      </p>
      {secret && <SecretBox shown={secret} onDone={() => setSecret(null)} />}

      <section aria-labelledby="punchout-list-title">
        <h2 id="punchout-list-title">{t('punchout.settings.listTitle')}</h2>
        {list.items.length === 0 ? (
          <p data-testid="punchout-none">{t('punchout.settings.none')}</p>
        ) : (
          list.items.map((config) => (
            <article key={config.id} className="punchout-config" data-testid="punchout-config">
              <h3>{config.systemName}</h3>
              <dl>
                <dt>{t('punchout.field.fromLabel')}</dt>
                <dd>
                  {config.fromDomain}: {config.fromIdentity}
                </dd>
                <dt>{t('punchout.field.returnOriginsLabel')}</dt>
                <dd>{config.returnOrigins.join(', ')}</dd>
                <dt>{t('punchout.settings.buyer')}</dt>
                <dd>
                  {config.buyer.name} ({config.buyer.email})
                </dd>
                <dt>{t('punchout.settings.secretChanged')}</dt>
                <dd>{date(config.secretChangedAt)}</dd>
                <dt>{t('punchout.settings.lastUsed')}</dt>
                <dd>{config.lastUsedAt ? date(config.lastUsedAt) : t('punchout.settings.never')}</dd>
              </dl>
              <div className="punchout-config__actions">
                <button type="button" className="button" onClick={() => void renew(config)}>
                  {t('punchout.renew.button')}
                </button>
                <button type="button" className="button button--danger" onClick={() => void remove(config)}>
                  {t('punchout.remove.button')}
                </button>
              </div>
            </article>
          ))
        )}
      </section>

      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="punchout-form-title">
        <h2 id="punchout-form-title">{t('punchout.settings.addTitle')}</h2>
        <FormAlert message={errors.form} />
        <TextField
          id="punchout-system"
          label={t('punchout.field.systemNameLabel')}
          hint={t('punchout.field.systemNameHint')}
          required
          maxLength={60}
          value={form.systemName}
          onChange={set('systemName')}
          error={errors.systemName}
        />
        <TextField
          id="punchout-domain"
          label={t('punchout.field.fromDomainLabel')}
          hint={t('punchout.field.fromDomainHint')}
          required
          maxLength={60}
          value={form.fromDomain}
          onChange={set('fromDomain')}
          error={errors.fromDomain}
        />
        <TextField
          id="punchout-identity"
          label={t('punchout.field.fromIdentityLabel')}
          hint={t('punchout.field.fromIdentityHint')}
          required
          maxLength={200}
          value={form.fromIdentity}
          onChange={set('fromIdentity')}
          error={errors.fromIdentity}
        />
        <TextArea
          id="punchout-origins"
          label={t('punchout.field.returnOriginsLabel')}
          hint={t('punchout.field.returnOriginsHint')}
          required
          rows={3}
          maxLength={1600}
          value={form.returnOrigins}
          onChange={set('returnOrigins')}
          error={errors.returnOrigins}
        />
        <button type="submit" className="button button--primary" disabled={busy} data-testid="punchout-add">
          {busy ? t('punchout.settings.adding') : t('punchout.settings.add')}
        </button>
      </form>
    </div>
  );
}
