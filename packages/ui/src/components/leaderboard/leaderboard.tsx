import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { GroupAvatar } from '../group-avatar';
import { leaderboardMessages } from './messages';

export interface LeaderboardEntry {
  rank: number;
  /** What the person goes by (a nickname); the board never needs a real name. */
  nickname: string;
  /** A `GroupAvatar` key. */
  avatar: string;
  progress: number;
  /** This row is the person looking at it. */
  me?: boolean;
}

export interface LeaderboardProps extends Omit<ComponentProps<'ol'>, 'children'> {
  entries: readonly LeaderboardEntry[];
  /** The progress that completes the goal. */
  target: number;
  /** The progress in words, e.g. "3 天"; default "3 / 5". */
  progressText?: (progress: number, target: number) => string;
  /** Names the list (e.g. the challenge's title). */
  'aria-label': string;
}

/**
 * A challenge's standings: rank, avatar, nickname, a bar of progress toward the target and the
 * number in words. The viewer's own row is marked in words, not by colour alone; a finished goal
 * carries a check and "已完成".
 * @selector [data-slot="leaderboard"]
 */
function Leaderboard({ entries, target, progressText, className, ...props }: LeaderboardProps) {
  const t = useMessages(leaderboardMessages);
  if (entries.length === 0) {
    return (
      <p data-slot="leaderboard" className="text-muted-foreground">
        {t.empty}
      </p>
    );
  }
  return (
    <ol data-slot="leaderboard" className={cn('flex flex-col gap-2', className)} {...props}>
      {entries.map((entry) => {
        const percent = Math.min(100, Math.round((entry.progress / Math.max(target, 1)) * 100));
        const done = entry.progress >= target;
        return (
          <li
            key={`${entry.rank}-${entry.nickname}`}
            data-me={entry.me ? '' : undefined}
            className={cn(
              'flex min-h-14 items-center gap-3 rounded-md border border-border px-3 py-2',
              'data-[me]:border-primary data-[me]:bg-primary-subtle hc:data-[me]:border-foreground',
            )}
          >
            <span className="w-14 shrink-0 text-sm font-semibold tabular-nums">
              {t.rank(entry.rank)}
            </span>
            <GroupAvatar avatar={entry.avatar} size="sm" />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium break-all">{entry.nickname}</span>
                {entry.me && <span className="text-sm text-primary-text">（{t.me}）</span>}
              </span>
              <span
                aria-hidden="true"
                className="mt-1 block h-2 overflow-hidden rounded-full bg-muted hc:border hc:border-foreground"
              >
                <span
                  className="block h-full rounded-full bg-primary forced-colors:bg-[Highlight]"
                  style={{ width: `${percent}%` }}
                />
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-1 text-sm tabular-nums">
              {done && <Check aria-hidden="true" className="size-4 text-success" />}
              {progressText ? progressText(entry.progress, target) : t.of(entry.progress, target)}
              {done && <span className="sr-only">{t.done}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export { Leaderboard };
