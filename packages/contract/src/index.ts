export * from './envelope';
export * from './error-codes';
export * from './health';
export * from './calls';
