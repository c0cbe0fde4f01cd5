import { cn, TooltipProvider, useMessages } from '@cep/ui';
import { useSnapshot } from 'valtio';
import { useStores } from '../../context/stores-context';
import { sidebarMessages } from './messages';
import { SidebarLogo } from './sidebar-logo';
import { SidebarMenu } from './sidebar-menu';

/**
 * Logo and menu, the same on desktop and in the mobile drawer (`inDrawer`: the first row leaves
 * room for the drawer's close button in the top corner).
 */
export function SidebarPanel({
  collapsed,
  inDrawer = false,
}: {
  collapsed: boolean;
  inDrawer?: boolean;
}) {
  const { sidebarLogo } = useSnapshot(useStores().settings.state);
  const messages = useMessages(sidebarMessages);
  return (
    <TooltipProvider>
      {sidebarLogo && <SidebarLogo collapsed={collapsed} inDrawer={inDrawer} />}
      <nav
        aria-label={messages.navigation}
        className={cn(
          'min-h-0 flex-1 overflow-x-hidden overflow-y-auto',
          inDrawer && !sidebarLogo && 'pt-14',
        )}
      >
        <SidebarMenu collapsed={collapsed} />
      </nav>
    </TooltipProvider>
  );
}
