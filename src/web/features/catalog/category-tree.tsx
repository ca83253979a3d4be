import type { CategoryNode } from '../../../common/contracts/catalog';
import { localHref, type Locale } from '../../lib/locale';
import { useFormat } from '../../lib/use-format';

const href = (locale: Locale, c: CategoryNode) =>
  localHref(locale, 'catalog_category', { id_category: c.id, category_name: c.slug });

/** The whole catalogue: top-level groups with their categories and first subcategories. */
export function CategoryTree({ categories, locale }: { categories: CategoryNode[]; locale: Locale }) {
  const format = useFormat();
  return (
    <div className="category-tree" data-testid="category-tree">
      {categories.map((top) => (
        <section key={top.id} className="category-tree__group">
          <h2>
            <a href={href(locale, top)}>{top.name}</a>{' '}
            <span className="muted">({format.number(top.productCount)})</span>
          </h2>
          <ul>
            {top.children.map((mid) => (
              <li key={mid.id}>
                <a href={href(locale, mid)} className="category-tree__mid">
                  {mid.name}
                </a>
                {mid.children.length > 0 && (
                  <ul>
                    {mid.children.map((leaf) => (
                      <li key={leaf.id}>
                        <a href={href(locale, leaf)}>{leaf.name}</a>{' '}
                        <span className="muted">({format.number(leaf.productCount)})</span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
