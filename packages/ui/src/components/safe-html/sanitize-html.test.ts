import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

// In a browser the rules are tested by the SafeHtml stories (HostileInput, AllowListOnly,
// SanitizeRules: happy-dom's tree walking is not DOMPurify's, so not here); here, with no DOM to
// sanitize with, nothing unchecked may come out.
describe('sanitizeHtml without a DOM', () => {
  it('returns nothing rather than the HTML unchecked', () => {
    expect(sanitizeHtml('<img src=x onerror="steal()"><p>a</p>', { p: [] })).toBe('');
  });
});
