import type { MenuEntry } from '@cep/contract';
import { NestedDemoView } from './nested-demo-view';
import { nestedPagesOf } from './nested-pages';

/** The registry's page for one component key of the 路由嵌套 group of `tree` (the menu tree). */
export function pageFor(componentKey: string, tree: readonly MenuEntry[]) {
  const pages = nestedPagesOf(tree);
  const page = pages.find((candidate) => candidate.key === componentKey);
  if (!page) throw new Error(`${componentKey} is not a page of the 路由嵌套 group`);
  function NestedPage() {
    return <NestedDemoView page={page!} pages={pages} />;
  }
  NestedPage.displayName = `NestedDemo(${componentKey})`;
  return NestedPage;
}
