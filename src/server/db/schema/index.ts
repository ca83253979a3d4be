export * from './catalog';
export * from './tiny-urls';
