import { locales, menuEntriesOf, menuTree, type Locale as ContractLocale } from '@cep/contract';
import type { Locale } from '@cep/ui';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { routeTitle, routeTitles } from './route-titles';

describe('route titles', () => {
  it('speak the same languages as the contract', () => {
    expectTypeOf<Locale>().toEqualTypeOf<ContractLocale>();
    expect([...locales]).toEqual(['zh-CN', 'en-US']);
  });

  it('translate every title of the menu tree, each Chinese title naming one page', () => {
    const titled = menuEntriesOf(menuTree).flatMap((entry) => (entry.title ? [entry.title] : []));
    const chinese = titled.map((title) => title['zh-CN']);
    expect(new Set(chinese).size).toBe(chinese.length);
    for (const title of titled) {
      for (const locale of locales) {
        expect(routeTitle(title['zh-CN'], locale)).toBe(title[locale]);
        expect(title[locale].trim(), `${title['zh-CN']} ${locale}`).not.toBe('');
      }
    }
    expect(routeTitle('首页', 'en-US')).toBe('Home');
    expect(routeTitle('个人中心', 'en-US')).toBe('Personal Centre');
    expect(routeTitles.size).toBe(chinese.length + 2);
  });

  it('shows a title it does not know as the server sent it', () => {
    expect(routeTitle('新页面', 'en-US')).toBe('新页面');
  });
});
