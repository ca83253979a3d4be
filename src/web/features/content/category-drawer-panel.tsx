import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CategoryNode } from '../../../common/contracts/catalog';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useCurrentModal } from '../../ui/modal-stack';
import { contentQueries } from './content-api';

/** Spec §9: the drawer slides in and out in 300 ms (the CSS uses the same duration). */
export const DRAWER_ANIMATION_MS = 300;

/** The category tree in a drawer, opened by the header's button (category-drawer.tsx). */
export function CategoryDrawer({ locale }: { locale: Locale }) {
  const t = useT();
  const modal = useCurrentModal();
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { data, isError } = useQuery(contentQueries.categoryDrawer(locale.language));
  useEffect(() => () => clearTimeout(timer.current), []);
  // The × button lets the drawer slide out before it goes; Escape and the backdrop close at once.
  const close = () => {
    setClosing(true);
    timer.current = setTimeout(() => modal?.close(), DRAWER_ANIMATION_MS);
  };
  const href = (c: CategoryNode) =>
    localHref(locale, 'catalog_category', { id_category: c.id, category_name: c.slug });
  return (
    <nav
      className={closing ? 'category-drawer is-closing' : 'category-drawer'}
      aria-label={t('content.categoryDrawer')}
      data-testid="category-drawer"
    >
      <header className="category-drawer__header">
        <h2>{t('content.allCategories')}</h2>
        <button type="button" className="ui-dialog__close" aria-label={t('common.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {isError ? (
        <p className="notice">{t('errorModal.unknownError')}</p>
      ) : !data ? (
        <p className="muted">{t('common.loading')}</p>
      ) : (
        <ul className="category-drawer__tree">
          {data.categories.map((top) => (
            <li key={top.id}>
              <details>
                <summary>{top.name}</summary>
                <ul>
                  <li>
                    <a href={href(top)}>
                      <strong>{top.name}</strong> <span className="muted">({top.productCount})</span>
                    </a>
                  </li>
                  {top.children.map((mid) => (
                    <li key={mid.id}>
                      <a href={href(mid)}>
                        {mid.name} <span className="muted">({mid.productCount})</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
