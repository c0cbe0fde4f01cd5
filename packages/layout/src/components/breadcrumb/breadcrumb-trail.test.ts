import { describe, expect, it } from 'vitest';
import { flattenRoutes, type FlatRoute } from '../../routes/flatten-routes';
import type { LayoutRoute } from '../../routes/layout-route';
import { adminRoutes, homePath } from '../../testing/fixtures';
import { breadcrumbTrail } from './breadcrumb-trail';

const titleOf = (route: FlatRoute) => route.meta?.title ?? '';
const flat = flattenRoutes(adminRoutes);
const trail = (pathname: string, routes = flat) =>
  breadcrumbTrail(routes, pathname, titleOf, '首页', homePath).map(({ title, to, current }) =>
    current ? `[${title}]` : to ? `${title}→${to}` : title,
  );

describe('breadcrumbTrail', () => {
  it('is 首页 alone, as the current page, on the home page', () => {
    expect(trail('/dashboard')).toEqual(['[首页]']);
  });

  it('starts at 首页 and ends with the current page, never a link', () => {
    expect(trail('/cognitive-training')).toEqual(['首页→/dashboard', '[认知训练智能辅助]']);
    const levels = breadcrumbTrail(flat, '/MPSA', titleOf, '首页', homePath);
    expect(levels.at(-1)).toEqual({
      path: '/MPSA',
      title: '多模态生理信号采集',
      to: undefined,
      current: true,
    });
  });

  it('shows a noRedirect group as text and skips redirect-only routes without a title', () => {
    expect(trail('/system/doctors')).toEqual(['首页→/dashboard', '系统管理', '[医生管理]']);
  });

  it('links a group with a redirect to it, and hides meta.breadcrumb: false', () => {
    expect(trail('/nested/menu1/menu1-2/menu1-2-1')).toEqual([
      '首页→/dashboard',
      '路由嵌套→/nested/menu1',
      '菜单1→/nested/menu1',
      '菜单1-2→/nested/menu1/menu1-2',
      '[菜单1-2-1]',
    ]);
    // The page hides itself: its group ends the trail, not a link, and not the current page.
    expect(trail('/nested/menu2')).toEqual(['首页→/dashboard', '路由嵌套']);
  });

  it('shows a hidden detail page with its parameters under its group', () => {
    expect(trail('/system/patients/42')).toEqual(['首页→/dashboard', '系统管理', '[患者详情]']);
  });

  it('fills the parameters of a parent level from the pathname', () => {
    const routes: LayoutRoute[] = [
      {
        path: '/patients/:id',
        meta: { title: '患者' },
        children: [{ path: 'report', meta: { title: '报告' } }],
      },
    ];
    expect(trail('/patients/7/report', flattenRoutes(routes))).toEqual([
      '首页→/dashboard',
      '患者→/patients/7',
      '[报告]',
    ]);
  });

  it('is 首页 alone, as a link, for an unknown page; the home title comes from the routes', () => {
    expect(trail('/nope')).toEqual(['首页→/dashboard']);
    const english = breadcrumbTrail(flat, '/MPSA', () => '', 'Home', homePath);
    expect(english[0]?.title).toBe('Home');
    const translated = breadcrumbTrail(flat, '/MPSA', (r) => `T:${titleOf(r)}`, 'Home', homePath);
    expect(translated.map((level) => level.title)).toEqual(['T:首页', 'T:多模态生理信号采集']);
  });
});
