import type { Challenge, GroupSession, PatientGroup, PatientListRow, Post } from '@cep/contract';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  GroupAvatar,
  Select,
  SessionCalendar,
  useMessages,
} from '@cep/ui';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../../../api-client';
import { useRecordRevision } from '../../../profile/revision-conflict';
import { notifySuccess } from '../../../feedback/toasts';
import { useCommunityVersion } from '../live';
import { communityMessages } from '../messages';
import { ModerationButtons, PostCard } from '../post-card';
import { AttendanceForm } from './attendance-form';
import { ChallengeForm } from './challenge-form';
import { GroupForm } from './group-form';
import { SessionForm } from './session-form';

const DAY_MS = 86_400_000;
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/** A group the clinician leads: settings, members, sessions and attendance, challenges, posts. */
export function GroupDetail({
  group,
  onBack,
  onChanged,
}: {
  group: PatientGroup;
  onBack: () => void;
  onChanged: () => void;
}) {
  const t = useMessages(communityMessages);
  // Another clinician may change the group meanwhile: the save says which revision it edits.
  const { guard, current, sending } = useRecordRevision(
    group,
    async (id) => {
      const [found] = await api.listPatientGroups({ id });
      if (!found) throw new Error(`group ${id} is gone`);
      return found;
    },
    [
      { name: 'name', label: t.groupName },
      { name: 'purpose', label: t.purpose },
      { name: 'moderation', label: t.moderation },
    ],
  );
  const shown = current ?? group;
  return (
    <section aria-labelledby="group-detail" className="flex flex-col gap-4">
      <div>
        <Button onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t.backToGroups}
        </Button>
      </div>
      <h2 id="group-detail" className="text-xl font-semibold">
        {group.name}
      </h2>
      <p className="text-muted-foreground">{t.ledBy(group.doctorName)}</p>
      <Members group={group} onChanged={onChanged} />
      <GroupPostsForClinician groupId={group.id} />
      <Sessions groupId={group.id} />
      <Challenges groupId={group.id} />
      <Section title={t.editGroup}>
        <GroupForm
          key={`${shown.id}:${shown.revision}`}
          initial={{ name: shown.name, purpose: shown.purpose, moderation: shown.moderation }}
          submitText={t.save}
          guard={guard}
          onSave={async (fields) => {
            guard.saved(
              await api.updatePatientGroup(
                sending({
                  id: group.id,
                  name: fields.name,
                  purpose: fields.purpose,
                  moderation: fields.moderation,
                }),
              ),
            );
            notifySuccess(t.saved);
            onChanged();
          }}
        />
      </Section>
    </section>
  );
}

function Members({ group, onChanged }: { group: PatientGroup; onChanged: () => void }) {
  const t = useMessages(communityMessages);
  const [patients, setPatients] = useState<PatientListRow[]>([]);
  const [pick, setPick] = useState('');
  useEffect(() => {
    // A doctor's list holds only their care teams' patients (the server's rule).
    void api.listPatients({ pageSize: 100 }).then((page) => setPatients(page.list));
  }, []);
  const inGroup = new Set(group.members.map((m) => m.patientId));
  const candidates = patients.filter((p) => !inGroup.has(p.id));
  return (
    <Section title={t.members(group.members.length)}>
      <ul className="flex flex-col gap-2">
        {group.members.map((member) => (
          <li key={member.memberId} className="flex flex-wrap items-center gap-3">
            <GroupAvatar avatar={member.avatar} size="sm" />
            <span className="flex-1">
              {t.authorOf(member.nickname, member.realName ?? t.outsideTeam)}
            </span>
            <Button
              size="sm"
              aria-label={t.removeOf(member.nickname)}
              onClick={() =>
                void api
                  .removeGroupMember({ groupId: group.id, patientId: member.patientId! })
                  .then(() => {
                    notifySuccess(t.memberRemoved);
                    onChanged();
                  })
              }
            >
              {t.remove}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t.addMember}</span>
          <span className="text-sm text-muted-foreground">{t.addMemberHint}</span>
          <Select
            aria-label={t.pickPatient}
            placeholder={t.pickPatient}
            value={pick}
            onValueChange={setPick}
            options={candidates.map((p) => ({ value: String(p.id), label: p.patientName }))}
          />
        </label>
        <Button
          variant="primary"
          disabled={pick === ''}
          onClick={() =>
            void api.addGroupMember({ groupId: group.id, patientId: Number(pick) }).then(() => {
              notifySuccess(t.memberAdded);
              setPick('');
              onChanged();
            })
          }
        >
          {t.add}
        </Button>
      </div>
    </Section>
  );
}

function GroupPostsForClinician({ groupId }: { groupId: number }) {
  const t = useMessages(communityMessages);
  const version = useCommunityVersion('posts');
  const [posts, setPosts] = useState<Post[]>([]);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void api.listPosts({ groupId, pageSize: 50 }).then((page) => current && setPosts(page.list));
    return () => {
      current = false;
    };
  }, [groupId, version, attempt]);
  return (
    <Section title={t.groupPosts}>
      {posts.length === 0 ? (
        <p>{t.noPosts}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                showStatus
                actions={
                  <ModerationButtons
                    post={post}
                    onStep={(step) => {
                      const done =
                        step === 'approve'
                          ? api.approvePost(post.id)
                          : step === 'hide'
                            ? api.hidePost(post.id)
                            : api.restorePost(post.id);
                      void done.then(() => setAttempt((n) => n + 1));
                    }}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Sessions({ groupId }: { groupId: number }) {
  const t = useMessages(communityMessages);
  const version = useCommunityVersion('sessions');
  const [sessions, setSessions] = useState<GroupSession[]>([]);
  // "Started" is judged against when the list was read (a later read moves it on).
  const [readAt, setReadAt] = useState(0);
  const [recording, setRecording] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void api.listGroupSessions({ groupId, from: Date.now() - 30 * DAY_MS }).then((list) => {
      if (!current) return;
      setReadAt(Date.now());
      setSessions(list);
    });
    return () => {
      current = false;
    };
  }, [groupId, version, attempt]);
  const open = sessions.find((s) => s.id === recording);
  return (
    <Section title={t.sessions}>
      <SessionCalendar
        aria-label={t.sessions}
        headingLevel={4}
        sessions={sessions}
        emptyText={t.noSessions}
        renderActions={(s) =>
          s.startsAt <= readAt ? (
            <Button
              aria-label={t.attendanceOf(s.title)}
              onClick={() => setRecording(s.id as number)}
            >
              {t.attendance}
            </Button>
          ) : null
        }
      />
      {open && (
        <AttendanceForm
          key={open.id}
          session={open}
          onSave={async (attendance) => {
            await api.recordGroupAttendance({ sessionId: open.id, attendance });
            notifySuccess(t.attendanceSaved);
            setRecording(null);
            setAttempt((n) => n + 1);
          }}
        />
      )}
      <h4 className="font-semibold">{t.newSession}</h4>
      <SessionForm
        groupId={groupId}
        onSave={async (session) => {
          await api.addGroupSession(session);
          notifySuccess(t.sessionAdded);
          setAttempt((n) => n + 1);
        }}
      />
    </Section>
  );
}

function Challenges({ groupId }: { groupId: number }) {
  const t = useMessages(communityMessages);
  const version = useCommunityVersion('challenges');
  const [list, setList] = useState<Challenge[]>([]);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void api.listChallenges({ groupId }).then((all) => current && setList(all));
    return () => {
      current = false;
    };
  }, [groupId, version, attempt]);
  return (
    <Section title={t.tabs.challenges}>
      {list.length === 0 ? (
        <p>{t.noChallenges}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {list.map((c) => (
            <li key={c.id}>
              <span className="font-medium">{c.title}</span> · {t.goal(c.kind, c.target)} ·{' '}
              {t.period(c.startsOn, c.endsOn)} · {t.participants(c.participants)}
            </li>
          ))}
        </ul>
      )}
      <h4 className="font-semibold">{t.newChallenge}</h4>
      <ChallengeForm
        groupId={groupId}
        today={chinaToday()}
        onSave={async (challenge) => {
          await api.addChallenge(challenge);
          notifySuccess(t.challengeAdded);
          setAttempt((n) => n + 1);
        }}
      />
    </Section>
  );
}
