export * from './level';
export * from './scoring';
