import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@cep/ui';
import { ExternalLink } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { MenuPartProps } from '../lazy-menu';
import { TitleTip } from './title-tip';
import { useMenuState } from './menu-context';
import { MenuIcon } from './menu-icons';
import type { MenuNode } from './menu-model';

export interface FlyoutPartProps extends MenuPartProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  nodes: readonly MenuNode[];
}

/** A collapsed sidebar's submenu as a flyout, loaded on first use by the tree's entry. */
export function FlyoutPart({
  trigger,
  triggerRef,
  open,
  onOpenChange,
  title,
  nodes,
}: FlyoutPartProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <TitleTip title={title}>
        <DropdownMenuTrigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
          {trigger}
        </DropdownMenuTrigger>
      </TitleTip>
      <DropdownMenuContent side="right" align="start" aria-label={title}>
        <DropdownMenuLabel>{title}</DropdownMenuLabel>
        <MenuFlyoutItems nodes={nodes} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const currentClassName = 'aria-[current]:font-semibold aria-[current]:text-primary-text';

/**
 * The entries of a collapsed sidebar's submenu, as a Radix menu (arrows, Enter, Escape back to
 * the icon); nested submenus open to the right again.
 */
export function MenuFlyoutItems({ nodes }: { nodes: readonly MenuNode[] }) {
  const state = useMenuState();
  return nodes.map((node) => {
    const title = state.titleOf(node.route);
    const icon = <MenuIcon name={node.icon} icons={state.icons} />;
    if (node.children) {
      return (
        <DropdownMenuSub key={node.key}>
          <DropdownMenuSubTrigger
            data-holds-active={state.activeGroups.has(node.key) ? '' : undefined}
            className="data-holds-active:text-primary-text"
          >
            {icon}
            {title}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent aria-label={title}>
            <MenuFlyoutItems nodes={node.children} />
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      );
    }
    if (node.external) {
      return (
        <DropdownMenuItem key={node.key} asChild>
          <a href={node.path} target="_blank" rel="noopener noreferrer">
            {icon}
            {title}
            <ExternalLink aria-hidden className="ml-auto text-muted-foreground" />
            <span className="sr-only">{state.messages.opensInNewTab}</span>
          </a>
        </DropdownMenuItem>
      );
    }
    const active = node.path === state.activePath;
    const current = node.path === state.currentPath ? 'page' : active ? 'true' : undefined;
    return (
      <DropdownMenuItem key={node.key} asChild className={currentClassName}>
        <Link to={node.path} aria-current={current}>
          {icon}
          {title}
        </Link>
      </DropdownMenuItem>
    );
  });
}
