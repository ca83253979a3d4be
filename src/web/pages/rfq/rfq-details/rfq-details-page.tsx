import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { RfqDetails } from '../../../../common/contracts/rfq';
import { formatDate } from '../../../../common/format';
import { LoginForm } from '../../../features/auth/login-form';
import { generateAccount } from '../../../../common/routes-account';
import { formatValidity } from '../../../../common/rfq';
import { DeclineQuote } from '../../../features/rfq/decline-quote';
import { RfqExportButtons } from '../../../features/rfq/export-buttons';
import { RfqLineEditor } from '../../../features/rfq/line-editor';
import { QuoteLines } from '../../../features/rfq/quote-lines';
import { rfqApi } from '../../../features/rfq/rfq-api';
import '../../../features/rfq/rfq.css';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useRootData } from '../../../lib/root-data';
import type { PageProps } from '../../page-types';

export interface RfqDetailsData {
  /** Null when nobody is logged in: the page asks to log in. */
  rfq: RfqDetails | null;
}

/** /rfq/details/{rfqCrcToken}: a draft to edit and send, or a sent request with its quote to accept in part. */
export function RfqDetailsPage({ data, locale }: PageProps<RfqDetailsData>) {
  const t = useT();
  const { customer } = useRootData();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<{ text: string; cart?: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rfq = data.rfq;

  if (!customer || !rfq) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('rfq.title')}</h1>
        <p className="auth-page__intro">{t('rfq.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }
  const date = (iso: string) => formatDate(iso, locale.language);
  const act = async (work: () => Promise<unknown>, text: string) => {
    setError(null);
    try {
      await work();
      setNotice({ text });
      await revalidator.revalidate();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.body.message);
    }
  };

  return (
    <div className="auth-page auth-page--wide rfq" data-testid="rfq-details">
      <p>
        <Link to={localHref(locale, 'rfq_index')}>← {t('rfq.details.back')}</Link>
      </p>
      <div className="page-head">
        <h1>
          {rfq.number}: {rfq.title}
        </h1>
        <span className={`rfq-state rfq-state--${rfq.state}`} data-testid="rfq-state">
          {t(`rfq.states.${rfq.state}`)}
        </span>
      </div>
      <dl className="rfq-details__facts">
        {rfq.reference && (
          <div>
            <dt>{t('rfq.reference')}</dt>
            <dd>{rfq.reference}</dd>
          </div>
        )}
        <div>
          <dt>{t('rfq.created')}</dt>
          <dd>{date(rfq.createdAt)}</dd>
        </div>
        {rfq.sentAt && (
          <div>
            <dt>{t('rfq.sent')}</dt>
            <dd>{date(rfq.sentAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('rfq.currency')}</dt>
          <dd>{rfq.currency}</dd>
        </div>
        {rfq.validUntil && (
          <div>
            <dt>{t('rfq.validUntil')}</dt>
            <dd>{formatValidity(rfq.validUntil, locale.language)}</dd>
          </div>
        )}
      </dl>
      {rfq.note && <p className="rfq-lines__muted">{rfq.note}</p>}
      <RfqExportButtons
        label={t('rfq.files.download')}
        testId="rfq-export"
        action={(format) =>
          generateAccount('rfq_export', { rfqCrcToken: rfq.rfqCrcToken, format, language: locale.language })
        }
      />
      <div className="rfq__notice" role="status" aria-live="polite" data-testid="rfq-notice">
        {notice && (
          <>
            {notice.text}{' '}
            {notice.cart && (
              <Link to={localHref(locale, 'order_cart', { orderStep: '1', orderNumber: notice.cart })}>
                {t('rfq.details.goToCart')}
              </Link>
            )}
          </>
        )}
      </div>
      {error && (
        <p className="rfq-editor__errors" role="alert">
          {error}
        </p>
      )}
      {rfq.state === 'sent' || rfq.state === 'being_priced' ? <p>{t('rfq.details.waiting')}</p> : null}
      {rfq.state === 'rejected' && (
        <p data-testid="rfq-rejected">{t(rfq.declined ? 'rfq.decline.declined' : 'rfq.details.rejected')}</p>
      )}
      {rfq.state === 'rejected' && rfq.rejectReason && (
        <p data-testid="rfq-reject-reason">
          {rfq.declined ? t('rfq.decline.yourReason', { reason: rfq.rejectReason }) : rfq.rejectReason}
        </p>
      )}
      {rfq.state === 'expired' && rfq.validUntil && (
        <p data-testid="rfq-expired">
          {t('rfq.details.expiredNotice', { date: formatValidity(rfq.validUntil, locale.language) })}
        </p>
      )}
      {rfq.acceptable && rfq.validUntil && (
        <p>{t('rfq.details.validNotice', { date: formatValidity(rfq.validUntil, locale.language) })}</p>
      )}

      {rfq.editable && editing ? (
        <RfqLineEditor
          draft={rfq}
          onCancel={() => setEditing(false)}
          onSubmit={async (draft) => {
            await rfqApi.update(rfq.rfqCrcToken, draft);
            setEditing(false);
            setNotice({
              text: draft.send ? t('rfq.editor.sentNotice', { number: rfq.number }) : t('rfq.editor.saved'),
            });
            await revalidator.revalidate();
          }}
        />
      ) : (
        <>
          {rfq.editable && (
            <div className="rfq-editor__actions">
              <button
                type="button"
                className="button button--primary"
                data-testid="rfq-send"
                onClick={() =>
                  void act(
                    () => rfqApi.send(rfq.rfqCrcToken),
                    t('rfq.editor.sentNotice', { number: rfq.number }),
                  )
                }
              >
                {t('rfq.editor.send')}
              </button>
              <button type="button" className="button" onClick={() => setEditing(true)}>
                {t('rfq.editor.edit')}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  if (!window.confirm(t('rfq.editor.confirmDelete'))) return;
                  void rfqApi.remove(rfq.rfqCrcToken).then(() => navigate(localHref(locale, 'rfq_index')));
                }}
              >
                {t('rfq.editor.delete')}
              </button>
            </div>
          )}
          <QuoteLines
            rfq={rfq}
            onAccept={async (lines) => {
              const result = await rfqApi.accept(rfq.rfqCrcToken, { orderNumber: '0', lines });
              const added = result.lines.filter((l) => l.outcome === 'added').length;
              if (added > 0) {
                setNotice({
                  text: t('rfq.details.addedToCart', { count: added, orderNumber: result.orderNumber }),
                  cart: result.orderNumber,
                });
              }
              return result;
            }}
          />
          {rfq.declinable && (
            <DeclineQuote
              onDecline={async (reason) => {
                await rfqApi.decline(rfq.rfqCrcToken, reason);
                setNotice({ text: t('rfq.decline.done') });
                await revalidator.revalidate();
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
