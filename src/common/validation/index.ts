/**
 * Spec §5 rules as JSON data: the registration wizard's front constraints, the field limits the
 * page takes from them, the browser's e-mail check and the `{FIELD_LABEL_NAME}` placeholder.
 * Dependency-free, safe for the browser bundle. Server-only Zod helpers: './zod-bridge'.
 */
export * from './attributes';
export * from './checks';
export * from './messages';
export * from './rules';
export * from './server-constraints';
