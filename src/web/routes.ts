import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * The shop's pages come from the one route table in src/common/routes.ts. Its shapes overlap
 * (`/{_country}/katalog` and `/{id_category}_{category_name}/katalog` are the same to React
 * Router's matcher), so React Router hands every path to one dispatcher that matches with the
 * table's own patterns and renders the page it finds (docs/decisions/001). React Router's splat
 * does not match the bare `/`, hence the index route on the same module.
 */
export default [
  index('pages/dispatch.tsx', { id: 'dispatch-index' }),
  route('*', 'pages/dispatch.tsx', { id: 'dispatch' }),
] satisfies RouteConfig;
