import type { CareTeam, CareTeamMember } from '@cep/contract';
import {
  Button,
  formatTime,
  FormField,
  type SearchOption,
  SearchSelect,
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useMessages,
} from '@cep/ui';
import { useState, type FormEvent } from 'react';
import { profileMessages } from '../../../i18n/profile-messages';
import { choiceLabel } from '../../../profile/choice-options';
import { careTeamMessages } from './messages';

export interface CareTeamPanelProps {
  /** The team, earliest assigned first; `undefined` while it loads. */
  team: CareTeam | undefined;
  /**
   * Finds clinicians by name (on the server), value = the doctor record's id; the panel leaves out
   * those already on the team.
   */
  searchDoctors: (text: string, signal: AbortSignal) => Promise<readonly SearchOption[]>;
  /** Whether the signed-in user may change this team (careTeam:assign; the server checks again). */
  canChange: boolean;
  /** Adds the clinician; resolves when the server has (a rejection keeps the choice). */
  onAssign: (doctorId: number) => Promise<void>;
  /** Removes the member once the user has confirmed it (the caller asks 系统提示). */
  onRemove: (member: CareTeamMember) => Promise<void>;
}

/**
 * A patient's care team (护理团队): who treats them, since when and who put them there; with
 * careTeam:assign, a clinician picker to add one and a 移出 button per member.
 */
export function CareTeamPanel({
  team,
  searchDoctors,
  canChange,
  onAssign,
  onRemove,
}: CareTeamPanelProps) {
  const t = useMessages(careTeamMessages);
  const choices = useMessages(profileMessages).choices;
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const onTeam = new Set((team ?? []).map((member) => String(member.doctorId)));
  const searchCandidates = async (text: string, signal: AbortSignal) =>
    (await searchDoctors(text, signal)).filter((doctor) => !onTeam.has(doctor.value));
  const dateOf = (ms: number) => formatTime(ms);

  const assign = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setBusy('assign');
    onAssign(Number(chosen.value))
      .then(() => setChosen(null))
      .catch(() => {
        // The API client has shown the server's message; the choice stays.
      })
      .finally(() => setBusy(null));
  };
  const remove = (member: CareTeamMember) => {
    setBusy(String(member.doctorId));
    onRemove(member)
      .catch(() => {
        // Shown by the API client.
      })
      .finally(() => setBusy(null));
  };

  return (
    <section aria-labelledby="care-team-heading" className="flex flex-col gap-4">
      <h2 id="care-team-heading" className="text-lg font-semibold">
        {t.title}
      </h2>
      {team === undefined ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{t.loading}</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : team.length === 0 ? (
        <p className="text-muted-foreground">{t.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table>
            <TableCaption className="sr-only">{t.caption}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t.name}</TableHead>
                <TableHead>{t.job}</TableHead>
                <TableHead>{t.assignedAt}</TableHead>
                <TableHead>{t.assignedBy}</TableHead>
                {canChange && <TableHead>{t.actions}</TableHead>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {team.map((member) => (
                <TableRow key={member.doctorId}>
                  <TableCell className="font-medium">{member.doctorName}</TableCell>
                  <TableCell>{choiceLabel('doctorJob', member.job, choices) ?? '—'}</TableCell>
                  <TableCell className="tabular-nums">{dateOf(member.assignedAt)}</TableCell>
                  <TableCell>{member.assignedByName ?? t.seeded}</TableCell>
                  {canChange && (
                    <TableCell>
                      <Button
                        variant="danger"
                        shape="label"
                        loading={busy === String(member.doctorId)}
                        onClick={() => remove(member)}
                      >
                        {t.remove(member.doctorName)}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {canChange && team !== undefined && (
        <form onSubmit={assign} className="flex flex-wrap items-end gap-2">
          <FormField label={t.doctor} description={t.doctorHint} className="min-w-64">
            <SearchSelect
              value={chosen}
              onValueChange={setChosen}
              search={searchCandidates}
              placeholder={t.doctorPlaceholder}
            />
          </FormField>
          <Button type="submit" variant="primary" disabled={!chosen} loading={busy === 'assign'}>
            {t.assign}
          </Button>
        </form>
      )}
    </section>
  );
}
