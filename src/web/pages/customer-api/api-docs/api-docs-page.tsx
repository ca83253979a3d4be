import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';

export interface ApiDocsData {
  documentUrl: string;
  tokenUrl: string;
  operations: Array<{
    operationId: string;
    method: string;
    path: string;
    summary: string;
    description: string | null;
    scope: string | null;
    successStatus: number;
    idempotent: boolean;
    exampleRequest: string | null;
    exampleResponse: string;
  }>;
}

/**
 * /api-docs: the customer API v1 for the people who connect their systems (ADR 079). The operations'
 * summaries and examples are the OpenAPI document's (English, as the API's field names); the page's
 * own words are in the page's language.
 */
export function ApiDocsPage({ data, locale }: PageProps<ApiDocsData>) {
  const t = useT();
  return (
    <div className="auth-page auth-page--wide api-docs" data-testid="api-docs">
      <h1>{t('customerApi.docs.title')}</h1>
      <p className="auth-page__intro">{t('customerApi.docs.intro')}</p>
      <p>
        <a href={data.documentUrl} data-testid="api-docs-openapi">
          {t('customerApi.docs.document')}
        </a>{' '}
        · <a href={localHref(locale, 'profile_api_clients')}>{t('customerApi.docs.profileLink')}</a>
      </p>
      <p>
        {t('customerApi.settings.tokenUrl')} <code>{data.tokenUrl}</code>
      </p>
      <p>{t('customerApi.docs.rateLimits')}</p>
      <p>{t('customerApi.docs.webhooks')}</p>
      {data.operations.map((op) => (
        <section
          key={op.operationId}
          id={op.operationId}
          className="api-docs__op"
          data-testid="api-docs-operation"
        >
          <h2>
            <code>
              <span className="api-docs__method">{op.method}</span> {op.path}
            </code>
          </h2>
          <p>{op.summary}</p>
          {op.description && <p>{op.description}</p>}
          {op.scope && (
            <p>
              {t('customerApi.docs.scope')}: <code>{op.scope}</code>
              {op.idempotent && (
                <>
                  {' '}
                  · <code>Idempotency-Key</code>
                </>
              )}
            </p>
          )}
          {op.exampleRequest && (
            <>
              <h3>{t('customerApi.docs.request')}</h3>
              <pre>{op.exampleRequest}</pre>
            </>
          )}
          <h3>
            {t('customerApi.docs.response')} {op.successStatus}
          </h3>
          <pre>{op.exampleResponse}</pre>
        </section>
      ))}
    </div>
  );
}
