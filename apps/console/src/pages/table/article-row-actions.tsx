import type { Article } from '@cep/contract';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  useMessages,
} from '@cep/ui';
import { Ellipsis, Pencil } from 'lucide-react';
import { Fragment } from 'react';
import { tableMessages } from './messages';

/** A change of status one can ask for from a row. */
export type ArticleStatusAction = 'publish' | 'draft' | 'delete' | 'restore';

/** What a row may do next, by its status: a deleted article can only come back, as a draft. */
function statusActionsOf(status: Article['status']): ArticleStatusAction[] {
  if (status === 'draft') return ['publish', 'delete'];
  if (status === 'published') return ['draft', 'delete'];
  return ['restore'];
}

export interface ArticleRowActionsProps {
  article: Pick<Article, 'id' | 'title' | 'status'>;
  /** 编辑 (not offered for a deleted article: restore it first). */
  onEdit?: () => void;
  /** A status change; the page asks 系统提示 before it. */
  onStatus?: (action: ArticleStatusAction) => void;
}

/**
 * A row's actions: 编辑 as its own button, and the status changes in one menu named after the
 * article (Enter or Space opens it, arrows move, Enter chooses, Escape closes), so the table stays
 * narrow at 375 px and the Tab order short.
 */
export function ArticleRowActions({ article, onEdit, onStatus }: ArticleRowActionsProps) {
  const t = useMessages(tableMessages);
  const actions = statusActionsOf(article.status);
  return (
    <div className="flex items-center gap-1">
      {onEdit && article.status !== 'deleted' && (
        <IconButton label={t.complex.edit(article.title)} variant="ghost" onClick={onEdit}>
          <Pencil />
        </IconButton>
      )}
      {onStatus && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <IconButton label={t.complex.rowActions(article.title)} variant="ghost">
              <Ellipsis />
            </IconButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {actions.map((action) =>
              action === 'delete' ? (
                <Fragment key={action}>
                  {actions.length > 1 && <DropdownMenuSeparator />}
                  <DropdownMenuItem variant="danger" onSelect={() => onStatus(action)}>
                    {t.complex.actions.delete}
                  </DropdownMenuItem>
                </Fragment>
              ) : (
                <DropdownMenuItem key={action} onSelect={() => onStatus(action)}>
                  {t.complex.actions[action]}
                </DropdownMenuItem>
              ),
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}
