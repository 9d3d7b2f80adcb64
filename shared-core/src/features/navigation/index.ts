export * from './redirect-path';
export * from './use-redirect-target';
