import type { Challenge, ChallengeLeaderboard } from '@cep/contract';
import { Button, Leaderboard, useMessages } from '@cep/ui';
import { Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { api } from '../../../api-client';
import { notifySuccess } from '../../../feedback/toasts';
import { useCommunityVersion } from '../live';
import { communityMessages } from '../messages';

/**
 * 挑战 (patient): the challenges of their groups; joining is their choice. Once joined they see
 * their own progress (counted from their training) and the leaderboard — nicknames only.
 */
export default function ChallengesPanel() {
  const t = useMessages(communityMessages);
  const version = useCommunityVersion('challenges');
  const [list, setList] = useState<Challenge[] | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    api.listChallenges().then(
      (all) => current && setList(all),
      () => current && setList([]),
    );
    return () => {
      current = false;
    };
  }, [version, attempt]);

  if (list === null) return <p role="status">{t.loading}</p>;
  if (list.length === 0) return <p className="text-lg">{t.noChallenges}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {list.map((challenge) => (
        <li key={challenge.id}>
          <ChallengeCard
            challenge={challenge}
            version={version}
            onJoin={async (join) => {
              if (join) await api.joinChallenge(challenge.id);
              else await api.leaveChallenge(challenge.id);
              notifySuccess(join ? t.joinedToast : t.leftToast);
              setAttempt((n) => n + 1);
            }}
          />
        </li>
      ))}
    </ul>
  );
}

const leaderboardOf = (id: number) => api.getChallengeLeaderboard(id);

/** One challenge: goal, period, how many joined; join or leave; progress and leaderboard once joined. */
export function ChallengeCard({
  challenge,
  version = 0,
  onJoin,
  loadLeaderboard = leaderboardOf,
}: {
  challenge: Challenge;
  version?: number;
  onJoin: (join: boolean) => Promise<void>;
  loadLeaderboard?: (id: number) => Promise<ChallengeLeaderboard>;
}) {
  const t = useMessages(communityMessages);
  const [board, setBoard] = useState<ChallengeLeaderboard | null>(null);
  useEffect(() => {
    if (!challenge.joined) return;
    let current = true;
    loadLeaderboard(challenge.id).then(
      (answer) => current && setBoard(answer),
      () => current && setBoard(null),
    );
    return () => {
      current = false;
    };
  }, [challenge.id, challenge.joined, challenge.myProgress, version, loadLeaderboard]);

  return (
    <article
      aria-labelledby={`challenge-${challenge.id}`}
      className="flex flex-col gap-3 rounded-md border border-border p-4"
    >
      <header className="flex flex-col gap-1">
        <h2
          id={`challenge-${challenge.id}`}
          className="flex items-center gap-2 text-xl font-semibold"
        >
          <Trophy aria-hidden="true" className="size-6 shrink-0 text-primary-text" />
          {challenge.title}
        </h2>
        <p className="text-lg">{t.goal(challenge.kind, challenge.target)}</p>
        <p className="text-muted-foreground">
          {t.period(challenge.startsOn, challenge.endsOn)} · {challenge.groupName} ·{' '}
          {t.participants(challenge.participants)}
        </p>
        {challenge.description && <p>{challenge.description}</p>}
      </header>
      {challenge.joined && challenge.myProgress !== null && (
        <p className="text-lg font-semibold">
          {t.myProgress(challenge.kind, challenge.myProgress, challenge.target)}
        </p>
      )}
      <div>
        {challenge.joined ? (
          <Button
            size="lg"
            aria-label={t.leaveOf(challenge.title)}
            onClick={() => void onJoin(false)}
          >
            {t.leave}
          </Button>
        ) : (
          <Button
            size="lg"
            variant="primary"
            aria-label={t.joinOf(challenge.title)}
            onClick={() => void onJoin(true)}
          >
            {t.join}
          </Button>
        )}
      </div>
      {challenge.joined ? (
        board && (
          <section aria-label={t.leaderboard(challenge.title)} className="flex flex-col gap-2">
            <h3 className="font-semibold">{t.leaderboard(challenge.title)}</h3>
            <Leaderboard
              aria-label={t.leaderboard(challenge.title)}
              entries={board.entries}
              target={board.target}
              progressText={t.progressText(board.kind)}
            />
          </section>
        )
      ) : (
        <p className="text-muted-foreground">{t.joinToSee}</p>
      )}
    </article>
  );
}
