import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  cn,
  useMessages,
} from '@cep/ui';
import { Fragment, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useLayout } from '../../context/layout-context';
import { breadcrumbTrail } from './breadcrumb-trail';
import { routeBreadcrumbMessages } from './messages';

export interface RouteBreadcrumbProps {
  className?: string;
}

/**
 * The navbar's breadcrumb of the current route (spec §2), on @cep/ui's Breadcrumb: 首页 first,
 * the current page last (`aria-current="page"`, not a link). In a narrow navbar only the current
 * page shows. Needs a `LayoutProvider` and a router above it.
 */
export function RouteBreadcrumb({ className }: RouteBreadcrumbProps) {
  const { flatRoutes, titleOf, homePath } = useLayout();
  const t = useMessages(routeBreadcrumbMessages);
  const { pathname } = useLocation();
  const levels = useMemo(
    () => breadcrumbTrail(flatRoutes, pathname, titleOf, t.home, homePath),
    [flatRoutes, pathname, titleOf, t.home, homePath],
  );

  return (
    <Breadcrumb data-slot="route-breadcrumb" className={cn('min-w-0', className)}>
      <BreadcrumbList className="flex-nowrap!">
        {levels.map((level, index) => {
          const last = index === levels.length - 1;
          // Narrow navbars keep the last level only: the sidebar and the tabs say where it sits.
          const narrowHidden = !last && '@max-xl/navbar:hidden';
          return (
            <Fragment key={level.path}>
              {index > 0 && <BreadcrumbSeparator className={cn(narrowHidden)} />}
              <BreadcrumbItem className={cn('min-w-0', narrowHidden)}>
                {level.current ? (
                  <BreadcrumbPage className="truncate">{level.title}</BreadcrumbPage>
                ) : level.to ? (
                  <BreadcrumbLink asChild>
                    <Link to={level.to}>{level.title}</Link>
                  </BreadcrumbLink>
                ) : (
                  <span data-slot="breadcrumb-text" className="truncate px-1">
                    {level.title}
                  </span>
                )}
              </BreadcrumbItem>
            </Fragment>
          );
        })}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
