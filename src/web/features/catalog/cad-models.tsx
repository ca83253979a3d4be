import { lazy, Suspense, useState } from 'react';
import type { CadModel } from '../../../common/part-data';
import { useT } from '../../lib/i18n';

// Its own chunk, loaded when the buyer presses "Show 3D view" (the page's JS budget, ADR 044).
const ThreeDView = lazy(() => import('./three-d-view').then((m) => ({ default: m.ThreeDView })));

/**
 * "CAD models": the part's schematic symbol, PCB footprint and 3D model as downloads (issue 22,
 * ADR 076), and the 3D view of its body on demand. Plain links: they work before hydration.
 */
export function CadModels({ symbol, models }: { symbol: string; models: CadModel[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (models.length === 0) return null;
  const has3d = models.some((m) => m.kind === 'model3d');
  return (
    <section className="product-section" data-testid="cad-models">
      <h2>{t('partData.cadModels')}</h2>
      <ul className="documents cad-models">
        {models.map((m) => (
          <li key={`${m.kind}-${m.format}`}>
            <a href={m.url} download data-testid={`cad-${m.kind}`}>
              {t(`partData.cadKinds.${m.kind}`)}
            </a>{' '}
            <span className="muted">({t(`partData.cadFormats.${m.format}`)})</span>
          </li>
        ))}
      </ul>
      {has3d && (
        <button
          type="button"
          className="button"
          aria-expanded={open}
          data-testid="show-3d"
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'partData.hide3d' : 'partData.show3d')}
        </button>
      )}
      {open && (
        <Suspense fallback={<p className="muted">{t('partData.loading3d')}</p>}>
          <ThreeDView symbol={symbol} />
        </Suspense>
      )}
    </section>
  );
}
