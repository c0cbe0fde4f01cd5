import {
  articleStatusLabels,
  articleTypeLabels,
  type ArticleStatus,
  type ArticleType,
} from '@cep/contract';
import { Badge, useLocale, useMessages } from '@cep/ui';
import { CircleCheck, FilePen, Star, Trash2 } from 'lucide-react';
import { tableMessages } from './messages';

/*
 * How an article's fields look in a cell, the same on the four 表格 pages. Colour never carries
 * the meaning alone: a status has its word and an icon, importance its number for screen readers.
 */

const statusLook = {
  draft: { variant: 'default', Icon: FilePen },
  published: { variant: 'success', Icon: CircleCheck },
  deleted: { variant: 'danger', Icon: Trash2 },
} as const;

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  const locale = useLocale();
  const { variant, Icon } = statusLook[status];
  return (
    <Badge variant={variant} className="gap-1 whitespace-nowrap">
      <Icon aria-hidden="true" className="size-[1em]" />
      {articleStatusLabels[status][locale]}
    </Badge>
  );
}

/** One to three stars, read as "重要性 2 / 3". */
export function ImportanceStars({ importance }: { importance: number }) {
  const t = useMessages(tableMessages);
  return (
    <span role="img" aria-label={t.importanceOf(importance)} className="inline-flex gap-0.5">
      {[1, 2, 3].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={
            star <= importance
              ? 'size-4 fill-current text-warning hc:text-foreground'
              : 'size-4 text-muted-foreground'
          }
        />
      ))}
    </span>
  );
}

export function ArticleTypeLabel({ type }: { type: ArticleType }) {
  const locale = useLocale();
  return <span className="whitespace-nowrap">{articleTypeLabels[type][locale]}</span>;
}
