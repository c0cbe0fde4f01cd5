import { z } from 'zod';

/** What a route shows in the menu, tabs and breadcrumb (spec §3). */
export const routeMeta = z.object({
  title: z.string(),
  icon: z.string().optional(),
  roles: z.array(z.string()).optional(),
  affix: z.boolean().optional(),
  noCache: z.boolean().optional(),
  breadcrumb: z.boolean().optional(),
  activeMenu: z.string().optional(),
  /** The page shows patient data: the console lays the traceable watermark over it (issue 12). */
  patientData: z.boolean().optional(),
});
export type RouteMeta = z.infer<typeof routeMeta>;

/**
 * A route of the menu tree from getMenuList. `component` is a string key the console maps to a
 * page (`'Layout'`, `'dashboard/index'`…); the server never sends code.
 */
export interface RouteRecord {
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta?: RouteMeta;
  children?: RouteRecord[];
}

export const routeRecord: z.ZodType<RouteRecord> = z.lazy(() =>
  z.object({
    path: z.string(),
    name: z.string().optional(),
    component: z.string().optional(),
    redirect: z.string().optional(),
    hidden: z.boolean().optional(),
    alwaysShow: z.boolean().optional(),
    meta: routeMeta.optional(),
    children: z.array(routeRecord).optional(),
  }),
);

export const routeTree = z.array(routeRecord);
