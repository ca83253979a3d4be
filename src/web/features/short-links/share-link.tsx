import { lazy, Suspense, useState } from 'react';
import type { TinyUrlCreateResponse } from '../../../common/contracts/tiny-url';
import { generate } from '../../../common/routes';
import { ApiError, postJson } from '../../lib/api';
import { useT } from '../../lib/i18n';
import './short-links.css';

/** The link's field and copy button load once a link is made (ADR 044: most lists are never shared). */
const ShareLinkPanel = lazy(() => import('./share-link-panel').then((m) => ({ default: m.ShareLinkPanel })));

type State =
  | { kind: 'idle' }
  | { kind: 'creating' }
  | { kind: 'ready'; shortUrl: string }
  | { kind: 'error'; message: string };

/**
 * "Share link" on a catalogue list: makes a short link to the list as it is (category or
 * manufacturer, search words, filters, sort and view) and offers to copy it.
 */
export function ShareLink({ name }: { name?: string }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const create = async () => {
    setState({ kind: 'creating' });
    try {
      const { shortUrl } = await postJson<TinyUrlCreateResponse>(generate('ajax_tiny_url_create'), {
        url: window.location.pathname + window.location.search,
        ...(name ? { name: name.slice(0, 80) } : {}),
      });
      setState({ kind: 'ready', shortUrl });
    } catch (error) {
      setState({
        kind: 'error',
        message:
          error instanceof ApiError && error.body.message ? error.body.message : t('shortLinks.failed'),
      });
    }
  };

  return (
    <div className="share-link" data-testid="share-link">
      <button
        type="button"
        className="button share-link__button"
        onClick={() => void create()}
        disabled={state.kind === 'creating'}
        aria-expanded={state.kind === 'ready'}
        data-testid="share-link-create"
      >
        <LinkIcon /> {state.kind === 'creating' ? t('common.loading') : t('shortLinks.share')}
      </button>
      {state.kind === 'ready' && (
        <Suspense fallback={null}>
          <ShareLinkPanel shortUrl={state.shortUrl} />
        </Suspense>
      )}
      {state.kind === 'error' && (
        <p className="share-link__error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}

/** A chain link drawn inline: emoji fonts are missing on many systems. */
function LinkIcon() {
  return (
    <svg
      className="share-link__icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
