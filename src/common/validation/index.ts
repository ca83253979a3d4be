/**
 * The form validator (spec §5): rules as JSON data, one engine for the browser and the server.
 * Dependency-free, safe for the browser bundle. Server-only Zod helpers: './zod-bridge'.
 */
export * from './attributes';
export * from './checks';
export * from './engine';
export * from './messages';
export * from './rules';
export * from './server-constraints';
