import { type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The shop's pages come from the one route table in src/common/routes.ts. Its shapes overlap
 * (`/{_country}/katalog` and `/{id_category}_{category_name}/katalog` are the same to React
 * Router's matcher), so React Router hands every path to one dispatcher that matches with the
 * table's own patterns and renders the page it finds.
 */
export default [route('*', 'pages/dispatch.tsx')] satisfies RouteConfig;
