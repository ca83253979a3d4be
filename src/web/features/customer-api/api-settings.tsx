import { useState, type FormEvent } from 'react';
import type { ApiClient, ApiScope, ApiSettings, Webhook } from '../../../common/contracts/customer-api';
import { formatDate } from '../../../common/format';
import type { Language } from '../../../common/markets';
import { ApiError } from '../../lib/api';
import { formErrorsOf } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { useConfirm } from '../../ui/confirmation-modal';
import { useErrorModal } from '../../ui/error-modal';
import { Checkbox, FormAlert, TextField } from '../../ui/form';
import { customerApiCalls } from './customer-api-calls';

/** The scopes in the contract's order (the contract itself is Zod, which stays out of the browser). */
const SCOPES: readonly ApiScope[] = ['read', 'order'];

/** A secret just made: shown once, never again (clients' secrets and webhooks' signing secrets). */
interface ShownSecret {
  title: string;
  value: string;
  /** The client's public id beside its secret. */
  clientId?: string;
}

function SecretBox({ shown, onDone }: { shown: ShownSecret; onDone: () => void }) {
  const t = useT();
  return (
    <section className="api-secret" role="status" data-testid="api-secret">
      <h2>{shown.title}</h2>
      <p>{t('customerApi.secret.text')}</p>
      {shown.clientId && (
        <p>
          {t('customerApi.settings.clientId')}:{' '}
          <code data-testid="api-secret-client-id">{shown.clientId}</code>
        </p>
      )}
      <code data-testid="api-secret-value">{shown.value}</code>
      <button type="button" className="button" onClick={onDone}>
        {t('customerApi.secret.done')}
      </button>
    </section>
  );
}

/**
 * The company's customer API (ADR 079): its clients (made with scopes, secret shown once, revoked at
 * once), its webhooks (signing secret shown once) and the latest webhook deliveries.
 */
export function ApiSettingsPanel({ initial, language }: { initial: ApiSettings; language: Language }) {
  const t = useT();
  const confirm = useConfirm();
  const showError = useErrorModal();
  const [settings, setSettings] = useState(initial);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['read']);
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'client' | 'webhook' | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const date = (iso: string) => formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short' });
  const refresh = async () => setSettings(await customerApiCalls.settings());

  const addClient = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!name.trim()) missing.name = t('common.required');
    if (scopes.length === 0) missing.scopes = t('customerApi.field.scopes');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy('client');
    try {
      const made = await customerApiCalls.createClient({ name, scopes });
      setSecret({
        title: t('customerApi.secret.clientTitle', { name: made.client.name }),
        value: made.clientSecret,
        clientId: made.client.clientId,
      });
      setName('');
      await refresh();
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('customerApi.errors.saveFailed')));
    } finally {
      setBusy(null);
    }
  };

  const addWebhook = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      setErrors({ url: t('common.required') });
      return;
    }
    setErrors({});
    setBusy('webhook');
    try {
      const made = await customerApiCalls.createWebhook({ url });
      setSecret({ title: t('customerApi.secret.webhookTitle'), value: made.signingSecret });
      setUrl('');
      await refresh();
    } catch (failure) {
      const found = formErrorsOf(failure, t('customerApi.errors.saveFailed'));
      setErrors(found.url || !found.form ? found : { webhookForm: found.form });
    } finally {
      setBusy(null);
    }
  };

  const ask = (title: string, info: string) =>
    confirm('redirect', {
      texts: { title, info, text: '', yes: t('customerApi.settings.yes'), no: t('customerApi.settings.no') },
    });

  const revoke = async (client: ApiClient) => {
    if (
      !(await ask(
        t('customerApi.settings.revokeTitle'),
        t('customerApi.settings.revokeInfo', { name: client.name }),
      ))
    )
      return;
    try {
      await customerApiCalls.revokeClient(client.id);
      await refresh();
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body);
    }
  };

  const removeHook = async (webhook: Webhook) => {
    if (
      !(await ask(
        t('customerApi.settings.removeWebhookTitle'),
        t('customerApi.settings.removeWebhookInfo', { url: webhook.url }),
      ))
    )
      return;
    try {
      await customerApiCalls.removeWebhook(webhook.id);
      await refresh();
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body);
    }
  };

  const toggleScope = (scope: ApiScope) => (on: boolean) =>
    setScopes((current) => SCOPES.filter((s) => (s === scope ? on : current.includes(s))));

  return (
    <div className="api-settings" data-testid="api-settings">
      <p>
        {t('customerApi.settings.tokenUrl')}{' '}
        <span className="api-settings__mono" data-testid="api-token-url">
          {settings.tokenUrl}
        </span>{' '}
        · <a href={settings.docsUrl}>{t('customerApi.settings.docs')}</a>
      </p>
      {secret && <SecretBox shown={secret} onDone={() => setSecret(null)} />}

      <section aria-labelledby="api-clients-title">
        <h2 id="api-clients-title">{t('customerApi.settings.clientsTitle')}</h2>
        {settings.clients.length === 0 ? (
          <p data-testid="api-no-clients">{t('customerApi.settings.noClients')}</p>
        ) : (
          settings.clients.map((client) => (
            <article key={client.id} className="api-item" data-testid="api-client">
              <h3>{client.name}</h3>
              <dl>
                <dt>{t('customerApi.settings.clientId')}</dt>
                <dd className="api-settings__mono">{client.clientId}</dd>
                <dt>{t('customerApi.field.scopesLabel')}</dt>
                <dd>{client.scopes.join(', ')}</dd>
                <dt>{t('customerApi.settings.limit')}</dt>
                <dd>{t('customerApi.settings.perMinute', { count: client.requestsPerMinute })}</dd>
                <dt>{t('customerApi.settings.createdBy')}</dt>
                <dd>{client.createdBy}</dd>
                <dt>{t('customerApi.settings.created')}</dt>
                <dd>{date(client.createdAt)}</dd>
                <dt>{t('customerApi.settings.lastUsed')}</dt>
                <dd>{client.lastUsedAt ? date(client.lastUsedAt) : t('customerApi.settings.never')}</dd>
              </dl>
              <button type="button" className="button button--danger" onClick={() => void revoke(client)}>
                {t('customerApi.settings.revoke')}
              </button>
            </article>
          ))
        )}
        <form
          onSubmit={(event) => void addClient(event)}
          noValidate
          aria-label={t('customerApi.settings.addClient')}
        >
          <FormAlert message={errors.form} />
          <TextField
            id="api-client-name"
            label={t('customerApi.field.nameLabel')}
            hint={t('customerApi.field.nameHint')}
            required
            maxLength={60}
            value={name}
            onChange={setName}
            error={errors.name}
          />
          <fieldset className="api-settings__scopes">
            <legend>{t('customerApi.field.scopesLabel')}</legend>
            <Checkbox
              id="api-scope-read"
              label={t('customerApi.field.scopeRead')}
              checked={scopes.includes('read')}
              onChange={toggleScope('read')}
            />
            <Checkbox
              id="api-scope-order"
              label={t('customerApi.field.scopeOrder')}
              checked={scopes.includes('order')}
              onChange={toggleScope('order')}
              error={errors.scopes}
            />
          </fieldset>
          <button
            type="submit"
            className="button button--primary"
            disabled={busy !== null}
            data-testid="api-add-client"
          >
            {busy === 'client' ? t('customerApi.settings.adding') : t('customerApi.settings.addClient')}
          </button>
        </form>
      </section>

      <section aria-labelledby="api-webhooks-title">
        <h2 id="api-webhooks-title">{t('customerApi.settings.webhooksTitle')}</h2>
        {settings.webhooks.length === 0 ? (
          <p data-testid="api-no-webhooks">{t('customerApi.settings.noWebhooks')}</p>
        ) : (
          settings.webhooks.map((webhook) => (
            <article key={webhook.id} className="api-item" data-testid="api-webhook">
              <h3 className="api-settings__mono">{webhook.url}</h3>
              <p>
                {t('customerApi.settings.created')}: {date(webhook.createdAt)}
              </p>
              <button
                type="button"
                className="button button--danger"
                onClick={() => void removeHook(webhook)}
              >
                {t('customerApi.settings.removeWebhook')}
              </button>
            </article>
          ))
        )}
        <form
          onSubmit={(event) => void addWebhook(event)}
          noValidate
          aria-label={t('customerApi.settings.addWebhook')}
        >
          <FormAlert message={errors.webhookForm} />
          <TextField
            id="api-webhook-url"
            label={t('customerApi.field.urlLabel')}
            hint={t('customerApi.field.urlHint')}
            required
            maxLength={500}
            value={url}
            onChange={setUrl}
            error={errors.url}
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={busy !== null}
            data-testid="api-add-webhook"
          >
            {busy === 'webhook' ? t('customerApi.settings.adding') : t('customerApi.settings.addWebhook')}
          </button>
        </form>
      </section>

      <section aria-labelledby="api-deliveries-title" className="api-deliveries">
        <h2 id="api-deliveries-title">{t('customerApi.settings.deliveriesTitle')}</h2>
        {settings.deliveries.length === 0 ? (
          <p>{t('customerApi.settings.noDeliveries')}</p>
        ) : (
          <table data-testid="api-deliveries">
            <thead>
              <tr>
                <th scope="col">{t('customerApi.settings.when')}</th>
                <th scope="col">{t('customerApi.settings.event')}</th>
                <th scope="col">{t('customerApi.settings.order')}</th>
                <th scope="col">{t('customerApi.settings.status')}</th>
                <th scope="col">{t('customerApi.settings.attempts')}</th>
                <th scope="col">{t('customerApi.settings.answer')}</th>
              </tr>
            </thead>
            <tbody>
              {settings.deliveries.map((d) => (
                <tr key={d.id} data-testid="api-delivery">
                  <td>{date(d.createdAt)}</td>
                  <td>
                    {d.eventType} ({d.orderStatus})
                  </td>
                  <td>{d.orderNumber}</td>
                  <td>{t(`customerApi.settings.${d.status}`)}</td>
                  <td>{d.attempts}</td>
                  <td>{d.lastStatusCode ?? d.lastError ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
