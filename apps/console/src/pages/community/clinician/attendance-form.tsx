import type { GroupSession } from '@cep/contract';
import { Button, Checkbox, useMessages } from '@cep/ui';
import { useState } from 'react';
import { communityMessages } from '../messages';

/** 记录出勤: one box per patient who signed up (nickname and, for the care team, the name). */
export function AttendanceForm({
  session,
  onSave,
}: {
  session: GroupSession;
  onSave: (attendance: Array<{ patientId: number; attended: boolean }>) => Promise<void>;
}) {
  const t = useMessages(communityMessages);
  const [came, setCame] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(session.signups.map((s) => [s.patientId, s.attended ?? false])),
  );
  const [saving, setSaving] = useState(false);
  if (session.signups.length === 0) return <p>{t.noSignups}</p>;
  return (
    <form
      className="flex flex-col gap-2"
      aria-label={t.attendanceOf(session.title)}
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        void onSave(
          session.signups.map((s) => ({
            patientId: s.patientId,
            attended: came[s.patientId] ?? false,
          })),
        ).finally(() => setSaving(false));
      }}
    >
      {session.signups.map((signup) => {
        const name = t.authorOf(signup.nickname, signup.realName);
        return (
          <Checkbox
            key={signup.patientId}
            label={t.attendedLabel(name)}
            checked={came[signup.patientId] ?? false}
            onCheckedChange={(checked) =>
              setCame((all) => ({ ...all, [signup.patientId]: checked === true }))
            }
          />
        );
      })}
      <div>
        <Button type="submit" variant="primary" disabled={saving}>
          {t.attendance}
        </Button>
      </div>
    </form>
  );
}
