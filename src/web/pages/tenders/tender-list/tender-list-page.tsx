import { useState } from 'react';
import { formatDate } from '../../../../common/format';
import type { TenderListDetails } from '../../../../common/tenders';
import { LoginPrompt } from '../../../features/auth/login-prompt';
import { TenderListStateBadge } from '../../../features/tenders/tender-bits';
import { TenderListLines } from '../../../features/tenders/tender-list-lines';
import { tenderListApi } from '../../../features/tenders/tenders-api';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';
import { FormAlert } from '../../../ui/form';
import type { PageProps } from '../../page-types';
import '../../../features/tenders/tenders.css';

export interface TenderListData {
  /** Null for visitors: the page asks them to log in. */
  list: TenderListDetails | null;
}

/**
 * /profile/tenders/{id}: the customer's item list. A draft: each line's product to price is chosen
 * (saved as it is picked) and the list is sent; then it waits; once answered the shop's prices,
 * note and validity show here.
 */
export function TenderListPage({ data, locale }: PageProps<TenderListData>) {
  const t = useT();
  const format = useFormat();
  const [list, setList] = useState(data.list);
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  if (!list) return <LoginPrompt locale={locale} title={t('tenders.lists.title')} />;
  const date = (iso: string) => formatDate(iso, locale.language);

  const choose = async (lineId: number, symbol: string | null) => {
    setBusyLine(lineId);
    setError(undefined);
    setNotice(t('tenders.list.saving'));
    try {
      setList(await tenderListApi.choose(list.id, lineId, symbol));
      setNotice(t('tenders.list.saved'));
    } catch (failure) {
      setNotice(null);
      setError(formErrorsOf(failure, t('errorModal.unknownError')).form ?? t('errorModal.unknownError'));
    } finally {
      setBusyLine(null);
    }
  };

  const send = async () => {
    setSending(true);
    setError(undefined);
    try {
      setList(await tenderListApi.send(list.id, locale.country));
      setNotice(t('tenders.list.sentNotice'));
    } catch (failure) {
      setError(formErrorsOf(failure, t('errorModal.unknownError')).form ?? t('errorModal.unknownError'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="tenders-page" data-testid="tender-list">
      <p>
        <a href={localHref(locale, 'profile_tender_lists')}>‹ {t('tenders.list.back')}</a>
      </p>
      <h1>{list.title}</h1>
      <dl className="tenders-facts" aria-label={t('tenders.list.facts')}>
        {list.reference && (
          <div>
            <dt>{t('tenders.lists.reference')}</dt>
            <dd>{list.reference}</dd>
          </div>
        )}
        <div>
          <dt>{t('tenders.lists.state')}</dt>
          <dd>
            <TenderListStateBadge state={list.state} />
          </dd>
        </div>
        <div>
          <dt>{t('tenders.lists.created')}</dt>
          <dd>{date(list.createdAt)}</dd>
        </div>
        {list.sentAt && (
          <div>
            <dt>{t('tenders.lists.sent')}</dt>
            <dd>{date(list.sentAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('tenders.lists.lineCount')}</dt>
          <dd>{list.lineCount}</dd>
        </div>
      </dl>
      {list.note && <p className="tenders-text">{list.note}</p>}

      {list.answer && (
        <section
          className="tenders-card tenders-card--answer"
          aria-labelledby="tender-answer"
          data-testid="tender-answer"
        >
          <h2 id="tender-answer">{t('tenders.list.answer')}</h2>
          <p>
            {t('tenders.list.validUntil', {
              date: formatDate(`${list.answer.validUntil}T12:00:00Z`, locale.language),
            })}
          </p>
          <p>
            <strong>
              {t('tenders.list.total', { total: format.price(list.answer.total, list.currency) })}
            </strong>
          </p>
          {list.answer.note && <p className="tenders-text">{list.answer.note}</p>}
        </section>
      )}
      {list.state === 'sent' && <p className="tenders-card">{t('tenders.list.waiting')}</p>}

      <h2>{t('tenders.list.matched')}</h2>
      {list.state === 'draft' && <p className="tenders-muted">{t('tenders.list.chooseHint')}</p>}
      <p role="status" className="tenders-muted" data-testid="tender-list-notice">
        {notice}
      </p>
      <FormAlert message={error} />
      <TenderListLines
        list={list}
        busyLine={busyLine}
        onChoose={(lineId, symbol) => void choose(lineId, symbol)}
      />

      {list.state === 'draft' && (
        <div className="tenders-card">
          <p className="tenders-muted" id="tender-send-hint">
            {t('tenders.list.sendHint')}
          </p>
          <button
            type="button"
            className="button button--primary"
            aria-describedby="tender-send-hint"
            disabled={sending || busyLine !== null}
            onClick={() => void send()}
          >
            {sending ? t('tenders.list.sending') : t('tenders.list.send')}
          </button>
        </div>
      )}
    </div>
  );
}
