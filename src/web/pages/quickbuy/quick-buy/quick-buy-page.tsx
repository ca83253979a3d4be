import { useEffect, useRef, useState } from 'react';
import type { DirectorySummary } from '../../../../common/contracts/favourites';
import type { OrderResponse, QuickBuyLine, QuickBuyList } from '../../../../common/contracts/quickbuy';
import { newIdempotencyKey } from '../../../../common/idempotency';
import type { ColumnMapping } from '../../../../common/bom-files';
import type { BomReading } from '../../../../common/contracts/bom-files';
import { BomFileDrop } from '../../../ui/bom-files/bom-file-drop';
import { MappingEditor } from '../../../ui/bom-files/mapping-editor';
import { LoginForm } from '../../../features/auth/login-form';
import type { LineActions } from '../../../features/quickbuy/lines-table';
import { PagedLines } from '../../../features/quickbuy/paged-lines';
import { PasteForm } from '../../../features/quickbuy/paste-form';
import { quickBuyApi } from '../../../features/quickbuy/quickbuy-api';
import '../../../features/quickbuy/quickbuy.css';
import { ApiError } from '../../../lib/api';
import { CART_EVENTS, fireCartEvent } from '../../../lib/cart-events';
import { useT, useUiTranslate } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useRootData } from '../../../lib/root-data';
import { useFormat } from '../../../lib/use-format';
import { useConfirm } from '../../../ui/confirmation-modal';
import type { PageProps } from '../../page-types';

export interface QuickBuyData {
  /** The customer's saved lists to load (null for a visitor). */
  directories: DirectorySummary[] | null;
}

/** The working list survives a reload of the tab (ADR 047: it lives in the page, not the server). */
const STORAGE_KEY = 'quickbuy.list';

function stored(): QuickBuyList | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as QuickBuyList) : null;
  } catch {
    return null;
  }
}

/** /quick-buy: paste a parts list, fix what did not match, put everything into the cart. */
export function QuickBuyPage({ data, locale }: PageProps<QuickBuyData>) {
  const t = useT();
  const format = useFormat();
  const confirm = useConfirm();
  const uiT = useUiTranslate();
  const { customer } = useRootData();
  const [list, setList] = useState<QuickBuyList | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ordered, setOrdered] = useState<OrderResponse | null>(null);
  const [target, setTarget] = useState<'active' | 'new'>('active');
  const [directoryId, setDirectoryId] = useState('');
  const orderKey = useRef<string | null>(null);
  /** The last file read and how: its mapping is shown to check and read again when edited. */
  const [upload, setUpload] = useState<{ file: File; reading: BomReading; seq: number } | null>(null);

  // The list of this tab, checked and priced again as it is now (a customer's calls only).
  useEffect(() => {
    const saved = stored();
    if (!saved || saved.lines.length === 0) return;
    // A visitor's list is shown as saved; a customer's is checked and priced again.
    void run(async () => (customer ? quickBuyApi.linesData(saved) : saved));
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    try {
      if (list === null) window.sessionStorage.removeItem(STORAGE_KEY);
      else window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(list));
    } catch {
      // Over the tab's storage quota (a 10 000-line list is ~8 MB of JSON, browsers keep ~5 MB):
      // the list stays on the page but does not survive a reload, rather than breaking the page.
      window.sessionStorage.removeItem(STORAGE_KEY);
    }
  }, [list]);

  /** Runs a call; its answer is the new list. A refusal is shown, the list stays as it was. */
  async function run(call: () => Promise<QuickBuyList>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const next = await call();
      setList(next.lines.length > 0 ? next : null);
      orderKey.current = null;
      return true;
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('errors.unexpected'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const read = (source: 'lines' | 'plain', text: string) => {
    setOrdered(null);
    return run(() =>
      list && customer ? quickBuyApi.addLines(list, source, text) : quickBuyApi.read(source, { text }),
    );
  };

  /**
   * A BOM file becomes the list (read again with an edited mapping, it replaces what it gave): the
   * file is the buyer's list, and adding it twice would double every line.
   */
  const readFile = (
    file: File,
    options: { mapping?: ColumnMapping; remember?: boolean } = {},
    onProgress: (percent: number) => void = () => undefined,
  ) => {
    setOrdered(null);
    return run(async () => {
      const answer = await quickBuyApi.readFile(file, options, onProgress);
      setUpload((was) => ({ file, reading: answer.reading, seq: (was?.seq ?? 0) + 1 }));
      return answer.list;
    });
  };

  const loadDirectory = async () => {
    if (!directoryId) return;
    // Spec §2: "add to quick buy" is confirmed.
    if (!(await confirm('addToQuickBuy', { t: uiT }))) return;
    setOrdered(null);
    await run(() => quickBuyApi.read('favourites', { directoryId: Number(directoryId) }));
  };

  const actions: LineActions =
    customer && list
      ? {
          amount: (line, amount) => void run(() => quickBuyApi.updateLines(list, [{ id: line.id, amount }])),
          choose: (line, symbol) => void run(() => quickBuyApi.replaceLines(list, [{ id: line.id, symbol }])),
          remove: (line: QuickBuyLine) => void run(() => quickBuyApi.removeLines(list, [line.id])),
        }
      : { amount: null, choose: null, remove: null };

  const toCart = async () => {
    if (!list) return;
    const value = format.price(list.totals.net, list.totals.currency);
    const targetName = t(target === 'active' ? 'quickbuy.targetActive' : 'quickbuy.targetNew');
    const yes = await confirm('addToQuickBuy', {
      t: uiT,
      texts: {
        title: t('quickbuy.confirm.title'),
        info: t('quickbuy.confirm.info'),
        text: t('quickbuy.confirm.text', { count: list.totals.completeCount, value, target: targetName }),
      },
    });
    if (!yes) return;
    // The same key until the list changes: a second press of the same list is answered, not added.
    orderKey.current ??= newIdempotencyKey();
    setBusy(true);
    setError(null);
    try {
      const answer = await quickBuyApi.order(list, target, orderKey.current);
      setOrdered(answer);
      fireCartEvent(answer.created ? CART_EVENTS.NEW_ORDER_CREATED : CART_EVENTS.CART_CHANGED, {
        orderNumber: answer.orderNumber,
      });
      const added = new Set(answer.lines.filter((l) => l.outcome === 'added').map((l) => l.id));
      // What went in leaves the list; what did not stays to be fixed.
      const rest = list.lines.filter((l) => !added.has(l.id));
      if (rest.length === 0) setList(null);
      else await run(() => quickBuyApi.linesData({ ...list, lines: rest }));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('errors.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  const withReplacement =
    list?.lines.filter((l) => l.product && !l.product.orderable && l.product.replacementSymbol) ?? [];
  const rowOfId = new Map(list?.lines.map((l) => [l.id, l.row]) ?? []);
  const rowsOf = (ids: string[]) =>
    ids
      .map((id) => rowOfId.get(id))
      .filter(Boolean)
      .join(', ');

  return (
    <div className="quickbuy-page" data-testid="quickbuy-page" aria-busy={busy}>
      <h1>{t('quickbuy.title')}</h1>
      <p className="quickbuy-page__intro">{t('quickbuy.intro')}</p>

      <div className="quickbuy-sources">
        <PasteForm adding={Boolean(list && customer)} busy={busy} onRead={read} />
        <BomFileDrop busy={busy} onRead={(file, onProgress) => readFile(file, {}, onProgress)} />
        {data.directories && (
          <div className="quickbuy-favourites">
            <label htmlFor="quickbuy-directory">{t('quickbuy.source.favouritesLabel')}</label>
            {data.directories.length === 0 ? (
              <p>{t('quickbuy.source.favouritesNone')}</p>
            ) : (
              <div className="quickbuy-favourites__row">
                <select
                  id="quickbuy-directory"
                  value={directoryId}
                  onChange={(event) => setDirectoryId(event.target.value)}
                >
                  <option value="">{t('quickbuy.line.chooseNone')}</option>
                  {data.directories.map((d) => (
                    <option key={d.directoryId} value={d.directoryId}>
                      {d.name} ({d.itemCount})
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="button"
                  disabled={busy || !directoryId}
                  onClick={() => void loadDirectory()}
                >
                  {t('quickbuy.source.favouritesLoad')}
                </button>
              </div>
            )}
          </div>
        )}
      </div>

      <p className="quickbuy-page__error" role="alert">
        {error}
      </p>

      {upload && (
        <MappingEditor
          key={upload.seq}
          reading={upload.reading}
          busy={busy}
          onApply={(mapping, remember) => void readFile(upload.file, { mapping, remember })}
        />
      )}

      {ordered && (
        <div className="quickbuy-ordered" role="status" data-testid="quickbuy-ordered">
          <p>{t('quickbuy.ordered', { count: ordered.lines.filter((l) => l.outcome === 'added').length })}</p>
          {ordered.lines.some((l) => l.outcome === 'refused') && (
            <>
              <p>
                {t('quickbuy.orderedSkipped', {
                  count: ordered.lines.filter((l) => l.outcome === 'refused').length,
                })}
              </p>
              <ul>
                {ordered.lines
                  .filter((l) => l.outcome === 'refused' && l.messageKey)
                  .map((l) => (
                    <li key={l.id}>{t(l.messageKey as never, l.params)}</li>
                  ))}
              </ul>
            </>
          )}
          <a
            className="button button--primary"
            href={localHref(locale, 'order_cart', { orderStep: '1', orderNumber: ordered.orderNumber })}
          >
            {t('quickbuy.openCart')}
          </a>
        </div>
      )}

      {!list ? (
        <p className="quickbuy-page__empty" data-testid="quickbuy-empty">
          {t('quickbuy.empty')}
        </p>
      ) : (
        <>
          {customer && list.duplicates.length > 0 && (
            <section className="quickbuy-notice" aria-labelledby="quickbuy-duplicates">
              <h2 id="quickbuy-duplicates">{t('quickbuy.duplicates.title')}</h2>
              <ul>
                {list.duplicates.map((d) => (
                  <li key={d.symbol}>
                    {t('quickbuy.duplicates.text', {
                      symbol: d.symbol,
                      rows: rowsOf(d.lineIds),
                      total: d.total,
                    })}{' '}
                    <button
                      type="button"
                      className="button button--small"
                      disabled={busy}
                      onClick={() => void run(() => quickBuyApi.mergeDuplicates(list, [d.symbol]))}
                    >
                      {t('quickbuy.duplicates.merge', { symbol: d.symbol })}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {customer && withReplacement.length > 0 && (
            <section className="quickbuy-notice">
              <p>
                {t('quickbuy.replacements.text', { count: withReplacement.length })}{' '}
                <button
                  type="button"
                  className="button button--small"
                  disabled={busy}
                  onClick={() => void run(() => quickBuyApi.applyReplacements(list))}
                >
                  {t('quickbuy.replacements.apply')}
                </button>
              </p>
            </section>
          )}

          <PagedLines list={list} actions={actions} />

          <div className="quickbuy-totals" data-testid="quickbuy-totals">
            <p>
              {t('quickbuy.totals.ready', { ready: list.totals.completeCount, count: list.totals.lineCount })}
            </p>
            <p className="quickbuy-totals__value">
              {t('quickbuy.totals.value')}:{' '}
              <strong>{format.price(list.totals.net, list.totals.currency)}</strong>
            </p>
          </div>

          {customer ? (
            <div className="quickbuy-actions">
              <label className="quickbuy-actions__target">
                {t('quickbuy.toCartTarget')}{' '}
                <select
                  value={target}
                  onChange={(event) => setTarget(event.target.value as 'active' | 'new')}
                >
                  <option value="active">{t('quickbuy.targetActive')}</option>
                  <option value="new">{t('quickbuy.targetNew')}</option>
                </select>
              </label>
              <button
                type="button"
                className="button button--primary"
                disabled={busy || list.totals.completeCount === 0}
                onClick={() => void toCart()}
                data-testid="quickbuy-to-cart"
              >
                {t('quickbuy.toCart')}
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => setList(null)}>
                {t('quickbuy.clear')}
              </button>
            </div>
          ) : (
            <div className="quickbuy-login" data-testid="login-required">
              <p>{t('quickbuy.loginToChange')}</p>
              <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
