import DOMPurify from 'dompurify';

/**
 * The tags HTML may keep, each with the attributes it may carry, e.g. the contract's
 * `announcementHtmlTags` (`{ p: [], a: ['href', 'target', 'rel'] }`). Everything else goes.
 */
export type HtmlAllowList = Readonly<Record<string, readonly string[]>>;

/** Never kept, whatever an allow-list says: they run, restyle, post or frame the page. */
const alwaysForbiddenTags = [
  'script',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'link',
  'meta',
  'base',
];

/** Links only to the web and to mail, or within the page (the server keeps the same schemes). */
const allowedUri = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** The allow-list of the call in progress (sanitize is synchronous: one at a time). */
let current: HtmlAllowList | undefined;
let hooked = false;

function hookOnce() {
  if (hooked) return;
  hooked = true;
  // DOMPurify's own list is one set for every tag; this keeps each attribute on its tags only.
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = current?.[node.nodeName.toLowerCase()];
    if (!allowed?.includes(data.attrName) || /^on/i.test(data.attrName)) data.keepAttr = false;
  });
  // Links that open a new window get `rel="noopener noreferrer"`, so that page cannot reach back.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * HTML made safe to show: only the tags of `allow`, each with only its own attributes (no `data-`
 * or `aria-` extras), links only to http(s) and mailto. Scripts, styles, forms, frames, SVG, event
 * handlers and `javascript:` links are removed even if `allow` names them. Where there is no DOM
 * to sanitize with (a server render), it returns an empty string rather than the HTML unchecked.
 */
export function sanitizeHtml(html: string, allow: HtmlAllowList): string {
  if (!DOMPurify.isSupported) return '';
  hookOnce();
  const tags = Object.keys(allow).map((tag) => tag.toLowerCase());
  current = Object.fromEntries(
    Object.entries(allow).map(([tag, list]) => [tag.toLowerCase(), list]),
  );
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: tags,
      ALLOWED_ATTR: [...new Set(Object.values(allow).flat())],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOWED_URI_REGEXP: allowedUri,
      FORBID_TAGS: alwaysForbiddenTags,
      FORBID_ATTR: ['style'],
    });
  } finally {
    current = undefined;
  }
}
