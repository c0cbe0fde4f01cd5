export * from './level';
export * from './scoring';
export * from './catalogue';
export * from './timing';
export * from './screens';
