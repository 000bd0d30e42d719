export * from './tenancy';
export * from './staff';
export * from './services';
export * from './pets';
export * from './appointments';
export * from './idempotency';
export * from './accounts';
export * from './front-desk';
