/** The shop's UI kit. Import styles once from the app root: `import './ui/ui.css'`. */
export * from './amount-input';
export * from './amount-rules';
export * from './breakpoints';
export * from './confirmation-modal';
export * from './dialog';
export * from './error-modal';
export * from './file-picker';
export * from './modal-stack';
export * from './progress-bar';
export * from './search-select';
export * from './slider';
export type { Translate } from './texts';
export * from './tooltip';
export * from './use-breakpoint';
