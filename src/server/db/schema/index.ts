export * from './catalog';
export * from './content';
export * from './tiny-urls';
export * from './customers';
export * from './search';
export * from './orders';
export * from './customer-profile';
export * from './alerts';
