/**
 * The catalog module's pure face (ADR 033, amended by ADR 047 in session 18): the products' texts
 * in the buyer's language, for a worker thread that presents products without loading the service.
 */
export { productText } from './catalogue-language';
