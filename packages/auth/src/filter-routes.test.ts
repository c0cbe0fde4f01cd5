import { describe, expect, it } from 'vitest';
import { filterRoutesByRoles } from './filter-routes';
import { hasPermission } from './permission';

interface Route {
  path: string;
  meta?: { title?: string; roles?: string[] };
  children?: Route[];
}

const routes: Route[] = [
  { path: '/dashboard', meta: { title: '首页' } },
  {
    path: '/users',
    meta: { roles: ['admin'] },
    children: [{ path: 'list', meta: { roles: ['admin'] } }],
  },
  {
    path: '/patients',
    meta: { roles: ['admin', 'doctor'] },
    children: [{ path: 'list' }, { path: 'audit', meta: { roles: ['admin'] } }],
  },
];

describe('filterRoutesByRoles', () => {
  it('shows routes without roles to everyone', () => {
    expect(filterRoutesByRoles(routes, ['patient']).map((r) => r.path)).toEqual(['/dashboard']);
  });

  it('keeps a route when one of its roles is held, and filters children too', () => {
    const doctor = filterRoutesByRoles(routes, ['doctor']);
    expect(doctor.map((r) => r.path)).toEqual(['/dashboard', '/patients']);
    expect(doctor[1]?.children?.map((r) => r.path)).toEqual(['list']);
  });

  it('admin sees everything and the input is not mutated', () => {
    const copy = structuredClone(routes);
    expect(filterRoutesByRoles(routes, ['admin'])).toEqual(routes);
    expect(routes).toEqual(copy);
  });
});

describe('hasPermission', () => {
  it('passes only for a code in the stored list', () => {
    expect(hasPermission(['doctor', 'patient:list'], 'patient:list')).toBe(true);
    expect(hasPermission(['doctor', 'patient:list'], 'user:add')).toBe(false);
    expect(hasPermission(['doctor'], ['admin', 'doctor'])).toBe(true);
    expect(hasPermission([], 'doctor')).toBe(false);
  });
});
