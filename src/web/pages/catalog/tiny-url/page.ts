import { definePage } from '../../define-page';

/** A short catalogue link (/s/{token}…): a redirect to its list, or the 404 page; no page of its own. */
export default definePage({
  name: 'catalog_tiny_url',
  routes: ['catalog_tiny_url', 'catalog_tiny_url_name', 'catalog_tiny_url_tiny_name'],
  shared: false,
});
