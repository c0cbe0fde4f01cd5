import { describe, expect, it } from 'vitest';
import { findRoute, flattenRoutes, titledPages } from './flatten-routes';
import { isExternal, resolvePath, type LayoutRoute } from './layout-route';

const routes: LayoutRoute[] = [
  {
    path: '/',
    redirect: '/dashboard',
    children: [{ path: 'dashboard', meta: { title: '首页', affix: true } }],
  },
  { path: '/MPSA', children: [{ path: '', meta: { title: '多模态生理信号采集' } }] },
  {
    path: '/system',
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: { title: '系统管理' },
    children: [
      { path: 'doctors', meta: { title: '医生管理' } },
      {
        path: 'doctors/:id',
        hidden: true,
        meta: { title: '医生详情', activeMenu: '/system/doctors' },
      },
    ],
  },
  { path: 'https://example.org/help', meta: { title: '帮助' } },
  { path: '/secret', hidden: true, children: [{ path: 'inner', meta: { title: '隐藏' } }] },
];

describe('resolvePath', () => {
  it('joins relative children, keeps absolute and external paths', () => {
    expect(resolvePath('/system', 'doctors')).toBe('/system/doctors');
    expect(resolvePath('/MPSA', '')).toBe('/MPSA');
    expect(resolvePath('/', 'dashboard')).toBe('/dashboard');
    expect(resolvePath('/system', '/other')).toBe('/other');
    expect(resolvePath('/x', 'mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(resolvePath('https://a.example', 'x')).toBe('https://a.example');
  });

  it('knows external links', () => {
    expect(isExternal('tel:120')).toBe(true);
    expect(isExternal('/dashboard')).toBe(false);
  });
});

describe('flattenRoutes', () => {
  const flat = flattenRoutes(routes);

  it('gives every route its full path and its parents', () => {
    const detail = flat.find((item) => item.path === '/system/doctors/:id');
    expect(detail?.parents.map((p) => p.path)).toEqual(['/system']);
    expect(detail?.hidden).toBe(true);
    expect(flat.find((item) => item.path === '/secret/inner')?.hidden).toBe(true);
  });

  it('finds the page of a pathname: the deepest exact match, params match one segment', () => {
    expect(findRoute(flat, '/MPSA')?.meta?.title).toBe('多模态生理信号采集');
    expect(findRoute(flat, '/dashboard/')?.meta?.title).toBe('首页');
    expect(findRoute(flat, '/system/doctors/42')?.meta?.title).toBe('医生详情');
    expect(findRoute(flat, '/nope')).toBeUndefined();
  });

  it('lists the titled pages: not hidden, not groups', () => {
    expect(titledPages(flat).map((item) => item.path)).toEqual([
      '/dashboard',
      '/MPSA',
      '/system/doctors',
      'https://example.org/help',
    ]);
  });
});
