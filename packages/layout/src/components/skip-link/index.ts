export { MAIN_CONTENT_ID, SkipLink } from './skip-link';
export type { SkipLinkProps } from './skip-link';
