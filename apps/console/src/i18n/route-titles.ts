import { menuEntriesOf, menuTree, type Localized } from '@cep/contract';
import type { Locale } from '@cep/ui';

/** Console pages outside the menu tree (they title themselves in every language too). */
const consolePageTitles: readonly Localized[] = [
  { 'zh-CN': '登录', 'en-US': 'Sign in' },
  { 'zh-CN': '个人中心', 'en-US': 'Personal Centre' },
];

/**
 * Every title the console shows for a route, by its Chinese form: the server's menu carries its
 * titles in Chinese (spec §2, getMenuList); the translations come from the same entries of
 * `@cep/contract`'s `menuTree`.
 */
export const routeTitles: ReadonlyMap<string, Localized> = new Map(
  [
    ...menuEntriesOf(menuTree).flatMap((entry) => (entry.title ? [entry.title] : [])),
    ...consolePageTitles,
  ].map((title) => [title['zh-CN'], title]),
);

/** The title to show for a route title from the server, in the user's language. */
export function routeTitle(title: string, locale: Locale): string {
  return routeTitles.get(title)?.[locale] ?? title;
}
