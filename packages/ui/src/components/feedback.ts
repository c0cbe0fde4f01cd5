// Public exports of this group of components; src/index.ts re-exports it.
export {};
