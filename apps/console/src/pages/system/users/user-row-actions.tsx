import type { User } from '@cep/contract';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  useMessages,
} from '@cep/ui';
import { Ellipsis } from 'lucide-react';
import { usersMessages } from './messages';

/** What can be done to one account from its row. */
export type UserAction =
  | 'edit'
  | 'roles'
  | 'status'
  | 'resetPassword'
  | 'endSessions'
  | 'resetSecondFactor'
  | 'delete'
  | 'restore';

export interface UserRowActionsProps {
  user: Pick<User, 'id' | 'name' | 'username' | 'status' | 'archivedAt'>;
  /** Called with the chosen action; the page opens its dialog or asks its question. */
  onAction: (action: UserAction) => void;
}

/**
 * The row's actions as one menu button (named after the account, so a screen reader knows whose):
 * Enter or Space opens it, the arrows move, Enter chooses, Escape closes. One button per row keeps
 * the table narrow at 375 px and the Tab order short.
 */
export function UserRowActions({ user, onAction }: UserRowActionsProps) {
  const t = useMessages(usersMessages);
  // Issue 32: an archived account has one thing to do: bring it back.
  if (user.archivedAt !== null) {
    return (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton label={t.rowActions(user.name || user.username)} variant="ghost">
            <Ellipsis aria-hidden="true" />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onAction('restore')}>
            {t.actions.restore}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={t.rowActions(user.name || user.username)} variant="ghost">
          <Ellipsis aria-hidden="true" />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('edit')}>{t.actions.edit}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('roles')}>{t.actions.roles}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('status')}>
          {user.status === 'enabled' ? t.actions.disable : t.actions.enable}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('resetPassword')}>
          {t.actions.resetPassword}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('endSessions')}>
          {t.actions.endSessions}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('resetSecondFactor')}>
          {t.actions.resetSecondFactor}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={() => onAction('delete')}>
          {t.actions.delete}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
