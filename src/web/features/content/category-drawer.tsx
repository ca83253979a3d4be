import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { useModals } from '../../ui/modal-stack';

/**
 * "All categories" in the header on mobile and tablet: opens the category tree in a drawer, whose
 * code loads on the first press (ADR 044: every page shows the button, few open it).
 */
export function CategoryDrawerButton({ locale }: { locale: Locale }) {
  const t = useT();
  const modals = useModals();
  return (
    <button
      type="button"
      className="category-drawer-button"
      aria-haspopup="dialog"
      data-testid="category-drawer-button"
      onClick={() =>
        void import('./category-drawer-panel').then(({ CategoryDrawer }) =>
          modals.open(<CategoryDrawer locale={locale} />, {
            className: 'ui-modal--drawer',
            ariaLabel: t('content.categoryDrawer'),
          }),
        )
      }
    >
      <span aria-hidden="true" className="category-drawer-button__icon">
        ☰
      </span>
      <span className="visually-hidden-below-desktop">{t('content.allCategories')}</span>
    </button>
  );
}
