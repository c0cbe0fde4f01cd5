import type { HtmlAllowList } from '@cep/ui';

/**
 * What the Markdown preview may show of the HTML marked writes (GFM): headings, lists, quotes,
 * code, tables, links and images, each with its own attributes. A demo of the editor, not stored
 * anywhere; stored rich text uses the list it was written for (an announcement's in the contract).
 */
export const markdownHtmlTags: HtmlAllowList = {
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  br: [],
  hr: [],
  strong: [],
  em: [],
  del: [],
  code: [],
  pre: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['align'],
  td: ['align'],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
};
