import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COMMENT_MAX_LENGTH, type PendingApproval, type PendingApprovals } from '../../../common/approvals';
import { formatDate, formatPrice } from '../../../common/format';
import { isCurrency } from '../../../common/markets';
import { formErrorsOf } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { FormAlert, TextArea } from '../../ui/form';
import { approvalsQueries, useApprove, useReject } from './approvals-api';
import './approvals.css';

const money = (value: string, currency: string) =>
  isCurrency(currency) ? formatPrice(value, currency) : `${value} ${currency}`;

/** The company's orders waiting for approval (ADR 078): approve or reject each with a comment. */
export function ApprovalList({ initial, locale }: { initial: PendingApprovals; locale: Locale }) {
  const t = useT();
  const { data } = useQuery({ ...approvalsQueries.pending(), initialData: initial });
  const [notice, setNotice] = useState<string | null>(null);
  if (!data.approver) return <p data-testid="approvals-not-approver">{t('approvals.notApprover')}</p>;
  return (
    <>
      {notice && (
        <p className="auth-page__success" role="status" data-testid="approvals-notice">
          {notice}
        </p>
      )}
      {data.elements.length === 0 ? (
        <p data-testid="approvals-empty">{t('approvals.empty')}</p>
      ) : (
        <ul className="approvals" data-testid="approvals-list">
          {data.elements.map((item) => (
            <ApprovalItem key={item.orderNumber} item={item} locale={locale} onDecided={setNotice} />
          ))}
        </ul>
      )}
    </>
  );
}

function ApprovalItem({
  item,
  locale,
  onDecided,
}: {
  item: PendingApproval;
  locale: Locale;
  onDecided: (notice: string) => void;
}) {
  const t = useT();
  const approve = useApprove();
  const reject = useReject();
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = approve.isPending || reject.isPending;

  const decide = async (how: 'approve' | 'reject') => {
    setErrors({});
    if (how === 'reject' && !comment.trim())
      return setErrors({ comment: t('approvals.errors.commentRequired') });
    try {
      const call = how === 'approve' ? approve : reject;
      await call.mutateAsync({ orderNumber: item.orderNumber, comment: comment.trim() });
      onDecided(
        t(how === 'approve' ? 'approvals.approved' : 'approvals.rejected', { orderNumber: item.orderNumber }),
      );
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('auth.login.failed')));
    }
  };

  const id = `approval-${item.orderNumber}`;
  return (
    <li className="approvals__item" data-testid="approval" data-order={item.orderNumber}>
      <dl className="approvals__facts">
        <div>
          <dt>{t('approvals.order')}</dt>
          <dd>
            <a href={localHref(locale, 'order_status_details', { orderNumber: item.orderNumber })}>
              {item.orderNumber}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('approvals.buyer')}</dt>
          <dd>
            {item.buyerName} <span className="approvals__email">{item.buyerEmail}</span>
          </dd>
        </div>
        <div>
          <dt>{t('approvals.placed')}</dt>
          <dd>{formatDate(item.placedAt, locale.language, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </div>
        <div>
          <dt>{t('approvals.net')}</dt>
          <dd className="approvals__total">{money(item.netTotal, item.currency)}</dd>
        </div>
        {item.reason && (
          <div>
            <dt>{t('approvals.why')}</dt>
            <dd>{t(`approvals.reason.${item.reason}`)}</dd>
          </div>
        )}
      </dl>
      {item.own ? (
        <p className="approvals__own">{t('approvals.own')}</p>
      ) : (
        <div className="approvals__decide">
          <FormAlert message={errors.form} />
          <TextArea
            id={`${id}-comment`}
            label={t('approvals.comment')}
            hint={t('approvals.commentHint')}
            maxLength={COMMENT_MAX_LENGTH}
            rows={2}
            value={comment}
            onChange={(value) => {
              setComment(value);
              setErrors({});
            }}
            error={errors.comment}
          />
          <div className="auth-form__buttons">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void decide('reject')}
              data-testid="approval-reject"
            >
              {t('approvals.reject')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void decide('approve')}
              data-testid="approval-approve"
            >
              {t('approvals.approve')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
