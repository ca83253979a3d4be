import { useT } from '../lib/i18n';
import { useChunkFailure } from '../lib/chunk-load';

/**
 * What a visitor sees when a part of the page could not be loaded even after the one reload
 * (lib/chunk-load.ts, ADR 082): what happened and a button to reload, over whatever the page shows.
 */
export function ChunkLoadNotice() {
  const failure = useChunkFailure();
  const t = useT();
  if (!failure) return null;
  return (
    <div className="ui-chunk-notice" role="alert" data-chunk={failure.message}>
      <p className="ui-chunk-notice__title">{t('chunkLoad.title')}</p>
      <p>{t('chunkLoad.text')}</p>
      <button type="button" className="ui-button ui-button--primary" onClick={() => window.location.reload()}>
        {t('chunkLoad.reload')}
      </button>
    </div>
  );
}
