import { expect, it } from 'vitest';
import { pageTitle } from './page-title';

it("is '{page title} - {platform title}', or the platform title alone", () => {
  expect(pageTitle('首页', '认知增强平台')).toBe('首页 - 认知增强平台');
  expect(pageTitle(undefined, '认知增强平台')).toBe('认知增强平台');
  expect(pageTitle('', '认知增强平台')).toBe('认知增强平台');
});
