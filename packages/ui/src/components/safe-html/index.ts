export { SafeHtml } from './safe-html';
export type { SafeHtmlProps } from './safe-html';
export { sanitizeHtml } from './sanitize-html';
export type { HtmlAllowList } from './sanitize-html';
