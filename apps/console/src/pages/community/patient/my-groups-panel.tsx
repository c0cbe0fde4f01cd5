import type { GroupSession, PatientGroup, Post } from '@cep/contract';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  confirm,
  GroupAvatar,
  SessionCalendar,
  useMessages,
} from '@cep/ui';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../api-client';
import { notifySuccess } from '../../../feedback/toasts';
import { useCommunityVersion } from '../live';
import { communityMessages } from '../messages';
import { PostCard } from '../post-card';
import { NicknameForm } from './nickname-form';
import { PostComposer } from './post-composer';

/**
 * 我的小组 (patient): the groups they belong to; in the chosen one, the privacy note, their own
 * nickname and avatar, what members shared (and a way to share and to report), the sessions to
 * sign up for, and the members — each a nickname and an avatar, nothing more.
 */
export default function MyGroupsPanel() {
  const t = useMessages(communityMessages);
  const version = useCommunityVersion('groups');
  const [groups, setGroups] = useState<PatientGroup[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    api.listPatientGroups().then(
      (list) => current && setGroups(list),
      () => current && setGroups([]),
    );
    return () => {
      current = false;
    };
  }, [version]);

  if (groups === null) return <p role="status">{t.loading}</p>;
  if (groups.length === 0) return <p className="text-lg">{t.noGroups}</p>;
  const group = groups.find((g) => g.id === chosen) ?? groups[0]!;
  return (
    <div className="flex flex-col gap-6">
      {groups.length > 1 && (
        <nav aria-label={t.chooseGroup} className="flex flex-wrap gap-2">
          {groups.map((g) => (
            <Button
              key={g.id}
              size="lg"
              aria-pressed={g.id === group.id}
              variant={g.id === group.id ? 'primary' : 'default'}
              onClick={() => setChosen(g.id)}
            >
              {g.name}
            </Button>
          ))}
        </nav>
      )}
      <GroupView key={group.id} group={group} onChanged={setGroups} />
    </div>
  );
}

function GroupView({
  group,
  onChanged,
}: {
  group: PatientGroup;
  onChanged: (update: (groups: PatientGroup[] | null) => PatientGroup[] | null) => void;
}) {
  const t = useMessages(communityMessages);
  return (
    <section aria-labelledby={`group-${group.id}`} className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 id={`group-${group.id}`} className="text-xl font-semibold">
          {group.name}
        </h2>
        {group.purpose && <p className="text-lg">{group.purpose}</p>}
        <p className="text-muted-foreground">
          {t.ledBy(group.doctorName)} ·{' '}
          {group.moderation === 'pre' ? t.preModerated : t.postModerated}
        </p>
        <p className="rounded-md border border-info px-3 py-2">{t.privacyNote}</p>
      </header>
      <GroupPosts group={group} />
      <GroupSessions groupId={group.id} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>{t.members(group.members.length)}</h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-wrap gap-3">
            {group.members.map((member) => (
              <li key={member.memberId} className="flex items-center gap-2">
                <GroupAvatar avatar={member.avatar} size="sm" />
                <span>
                  {member.nickname}
                  {member.me && t.you}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      {group.mine && (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h3>{t.myNickname}</h3>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <NicknameForm
              groupId={group.id}
              nickname={group.mine.nickname}
              avatar={group.mine.avatar}
              onSave={async (change) => {
                const saved = await api.setGroupNickname(change);
                onChanged((groups) => groups?.map((g) => (g.id === saved.id ? saved : g)) ?? null);
                notifySuccess(t.nicknameSaved);
              }}
            />
          </CardContent>
        </Card>
      )}
    </section>
  );
}

function GroupPosts({ group }: { group: PatientGroup }) {
  const t = useMessages(communityMessages);
  const version = useCommunityVersion('posts');
  const [posts, setPosts] = useState<Post[] | null>(null);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    api.listPosts({ groupId: group.id, pageSize: 50 }).then(
      (page) => current && setPosts(page.list),
      () => current && setPosts([]),
    );
    return () => {
      current = false;
    };
  }, [group.id, version, attempt]);

  const report = async (post: Post) => {
    const yes = await confirm({
      title: t.report,
      message: t.reportPost(post.nickname),
      confirmText: t.reportConfirm,
      cancelText: t.cancel,
    }).catch(() => false);
    if (!yes) return;
    await api.reportPost(post.id);
    notifySuccess(t.reportDone);
    reload();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{t.posts}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PostComposer
          groupId={group.id}
          onSend={async (post, picture) => {
            const imageUrl = picture
              ? await api.uploadFile(picture, { module: 'post' })
              : undefined;
            const saved = await api.addPost({ ...post, ...(imageUrl ? { imageUrl } : {}) });
            notifySuccess(saved.status === 'pending' ? t.sentForReview : t.sent);
            reload();
          }}
        />
        {posts === null ? (
          <p role="status">{t.loading}</p>
        ) : posts.length === 0 ? (
          <p>{t.noPosts}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t.posts}>
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  size="lg"
                  actions={
                    post.mine || post.status !== 'visible' ? null : post.reportedByMe ? (
                      <span className="text-muted-foreground">{t.reported}</span>
                    ) : (
                      <Button
                        size="lg"
                        aria-label={t.reportPost(post.nickname)}
                        onClick={() => void report(post)}
                      >
                        {t.report}
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function GroupSessions({ groupId }: { groupId: number }) {
  const t = useMessages(communityMessages);
  const version = useCommunityVersion('sessions');
  const [sessions, setSessions] = useState<GroupSession[] | null>(null);
  // "Started" is judged against when the list was read (a later read moves it on).
  const [readAt, setReadAt] = useState(0);
  useEffect(() => {
    let current = true;
    api.listGroupSessions({ groupId }).then(
      (list) => {
        if (!current) return;
        const now = Date.now();
        setReadAt(now);
        setSessions(list.filter((s) => s.endsAt > now));
      },
      () => current && setSessions([]),
    );
    return () => {
      current = false;
    };
  }, [groupId, version]);

  const change = async (session: GroupSession, signUp: boolean) => {
    const saved = signUp
      ? await api.signupGroupSession(session.id)
      : await api.cancelGroupSignup(session.id);
    setSessions((list) => list?.map((s) => (s.id === saved.id ? saved : s)) ?? null);
    notifySuccess(signUp ? t.signedUpToast : t.cancelledToast);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{t.sessions}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {sessions === null ? (
          <p role="status">{t.loading}</p>
        ) : (
          <SessionCalendar
            aria-label={t.sessions}
            headingLevel={4}
            sessions={sessions}
            emptyText={t.noSessions}
            renderStatus={(s) => {
              const session = sessions.find((x) => x.id === s.id)!;
              return session.mine ? (
                <p className="font-semibold text-primary-text">{t.signedUp}</p>
              ) : null;
            }}
            renderActions={(s) => {
              const session = sessions.find((x) => x.id === s.id)!;
              const started = session.startsAt <= readAt;
              if (started) return null;
              return session.mine ? (
                <Button
                  size="lg"
                  aria-label={t.cancelSignUpFor(session.title)}
                  onClick={() => void change(session, false)}
                >
                  {t.cancelSignUp}
                </Button>
              ) : (
                <Button
                  size="lg"
                  variant="primary"
                  disabled={session.signedUp >= session.capacity}
                  aria-label={t.signUpFor(session.title)}
                  onClick={() => void change(session, true)}
                >
                  {t.signUp}
                </Button>
              );
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
