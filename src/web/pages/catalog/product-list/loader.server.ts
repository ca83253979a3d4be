import { redirect } from 'react-router';
import { hasFilters } from '../../../../common/search/filter-url';
import { localHref } from '../../../lib/locale';
import type { DataOf } from '../../define-page';
import {
  notFound,
  num,
  pageLoader,
  publicMeta,
  type PageLoader,
  type PageLoadArgs,
} from '../../loader-support.server';
import { loadFilteredSearch } from '../../search/search-loaders.server';
import page from './page';

type Data = DataOf<typeof page>;

async function categoryList(args: PageLoadArgs) {
  const id = num(args.match.params.id_category);
  const category = await args.services.catalog.getCategory(id, args.locale.language);
  if (!category) return notFound(args);
  const canonical = localHref(args.locale, 'catalog_category', {
    id_category: id,
    category_name: category.slug,
  });
  // An old or mistyped name in the URL leads to the current one.
  if (args.match.params.category_name !== category.slug) return redirect(canonical + args.url.search, 301);
  const { list } = await loadFilteredSearch(args, '', { categoryId: id });
  return {
    meta: {
      ...publicMeta(args, category.name, `${category.name}: ${list.list.total} products`, canonical),
      noindex: hasFilters(list.filters),
    },
    data: { category, manufacturer: null, results: list },
  };
}

async function manufacturerList(args: PageLoadArgs) {
  const manufacturer = await args.services.catalog.getManufacturer(
    num(args.match.params.producer_id),
    args.locale.language,
  );
  if (!manufacturer) return notFound(args);
  const { list } = await loadFilteredSearch(args, '', { manufacturerIds: [manufacturer.id] });
  const canonical = localHref(args.locale, 'catalog_manufacturer', {
    producer_name: manufacturer.slug,
    producer_id: manufacturer.id,
  });
  return {
    meta: {
      ...publicMeta(args, manufacturer.name, manufacturer.description ?? manufacturer.name, canonical),
      noindex: hasFilters(list.filters),
    },
    data: { category: null, manufacturer, results: list },
  };
}

async function manufacturerCategoryList(args: PageLoadArgs) {
  const [manufacturer, category] = await Promise.all([
    args.services.catalog.getManufacturer(num(args.match.params.producer_id), args.locale.language),
    args.services.catalog.getCategory(num(args.match.params.id_category), args.locale.language),
  ]);
  if (!manufacturer || !category) return notFound(args);
  const { list } = await loadFilteredSearch(args, '', {
    manufacturerIds: [manufacturer.id],
    categoryId: category.id,
  });
  return {
    meta: {
      ...publicMeta(
        args,
        `${category.name} – ${manufacturer.name}`,
        `${category.name} – ${manufacturer.name}`,
      ),
      noindex: hasFilters(list.filters),
    },
    data: { category, manufacturer, results: list },
  };
}

/** Route → the list it stands for: what is fixed (category, manufacturer) and what the URL filters. */
const LISTS: Record<string, PageLoader<Data>> = {
  catalog_category: categoryList,
  catalog_manufacturer: manufacturerList,
  catalog_manufacturer_category: manufacturerCategoryList,
};

export default pageLoader(page, (args) => LISTS[args.match.name](args));
