import { cn, Tooltip, useMessages } from '@cep/ui';
import { Brain } from 'lucide-react';
import { Link } from 'react-router';
import { useLayout } from '../../context/layout-context';
import { sidebarMessages } from './messages';

export interface SidebarLogoProps {
  /** Icons-only sidebar: the mark alone, the title as its tooltip (and its accessible name). */
  collapsed: boolean;
  /** In the mobile drawer: leave room on the right for its close button. */
  inDrawer?: boolean;
}

/**
 * The logo at the top of the sidebar: the app's mark (`LayoutProvider`'s `logo`, else the
 * platform's) and title, a link to `/` (spec §2).
 */
export function SidebarLogo({ collapsed, inDrawer = false }: SidebarLogoProps) {
  const { platformTitle } = useMessages(sidebarMessages);
  const layout = useLayout();
  const title = layout.title ?? platformTitle;
  const link = (
    <Link
      to="/"
      data-slot="sidebar-logo"
      className={cn(
        'flex min-h-14 shrink-0 items-center gap-2 border-b border-border font-semibold text-foreground no-underline',
        'outline-none focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
        collapsed ? 'justify-center' : cn('pl-4', inDrawer ? 'pr-14' : 'pr-4'),
      )}
    >
      <span
        aria-hidden="true"
        data-slot="sidebar-logo-mark"
        className="inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-md border border-primary bg-primary text-primary-foreground hc:border-foreground [&>img]:size-full [&>img]:object-contain [&>svg]:size-5"
      >
        {layout.logo ?? <Brain aria-hidden />}
      </span>
      <span className={collapsed ? 'sr-only' : 'min-w-0 leading-tight'}>{title}</span>
    </Link>
  );
  return collapsed ? (
    <Tooltip content={title} side="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}
