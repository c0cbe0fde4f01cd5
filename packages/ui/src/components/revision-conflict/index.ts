export { RevisionConflict } from './revision-conflict';
export type { RevisionConflictField, RevisionConflictProps } from './revision-conflict';
