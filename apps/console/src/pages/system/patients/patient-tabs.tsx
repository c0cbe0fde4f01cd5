import { usePermission } from '@cep/auth/react';
import type { CareTeam, CareTeamMember, Patient } from '@cep/contract';
import { Button, confirm, Descriptions, MaskedValue, useMessages, type Locale } from '@cep/ui';
import { Pencil } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { api } from '../../../api-client';
import { notifySuccess } from '../../../feedback/toasts';
import { profileMessages } from '../../../i18n/profile-messages';
import { choiceLabel } from '../../../profile/choice-options';
import { AssessmentTab } from '../../training/assessment/assessment-tab';
import { TrainingPlanTab } from '../../training/clinician/plan-tab';
import { TrainingProgressTab } from '../../training/progress/progress-tab';
import { CareTeamPanel } from './care-team-panel';
import { ConsentTab } from './consent-tab';
import { careTeamMessages, patientsMessages } from './messages';
import { PatientFormDrawer } from './patient-form-drawer';
import { useDoctorSearch } from './use-doctor-search';

/** What a tab of the patient's page gets: the record, and a way to show its saved version. */
export interface PatientTabProps {
  patient: Patient;
  onPatientChange: (patient: Patient) => void;
}

/** One tab of the patient's page. */
export interface PatientTab {
  /** Its value (and the `?tab=` of the address). */
  id: string;
  title: Record<Locale, string>;
  Panel: ComponentType<PatientTabProps>;
}

/** 档案: the record, numbers masked with an audited reveal, and 编辑 in the drawer. */
function RecordTab({ patient, onPatientChange }: PatientTabProps) {
  const t = useMessages(patientsMessages);
  const choices = useMessages(profileMessages).choices;
  const canUpdate = usePermission('patient:update');
  const [editing, setEditing] = useState(false);
  const r = t.record;
  const masked = (field: 'phone' | 'identityCard') => {
    const value = patient[field];
    return value === null ? null : (
      <MaskedValue
        value={value}
        kind={field === 'phone' ? 'phone' : 'idCard'}
        onReveal={async () => (await api.revealPatient(patient.id, field)) ?? value}
      />
    );
  };
  return (
    <section aria-labelledby="patient-record-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="patient-record-heading" className="text-lg font-semibold">
          {r.title}
        </h2>
        {canUpdate && (
          <Button onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t.edit}
          </Button>
        )}
      </div>
      <Descriptions
        bordered
        items={[
          { label: r.name, value: patient.patientName },
          { label: r.sex, value: choiceLabel('sex', patient.sex, choices) },
          { label: r.age, value: patient.age === null ? null : t.ageValue(patient.age) },
          { label: r.edu, value: choiceLabel('education', patient.edu, choices) },
          { label: r.phone, value: masked('phone') },
          { label: r.identityCard, value: masked('identityCard') },
          { label: r.job, value: patient.job },
          { label: r.handedness, value: choiceLabel('handedness', patient.handedness, choices) },
          { label: r.hobby, value: patient.hobby, span: 2 },
          { label: r.address, value: patient.address, span: 2 },
        ]}
      />
      <PatientFormDrawer
        open={editing}
        onOpenChange={setEditing}
        record={patient}
        onSaved={onPatientChange}
      />
    </section>
  );
}

/** 护理团队: who treats the patient; add a clinician, remove one after 系统提示. */
function CareTeamTab({ patient }: PatientTabProps) {
  const t = useMessages(careTeamMessages);
  const canChange = usePermission('careTeam:assign');
  const searchDoctors = useDoctorSearch();
  const [team, setTeam] = useState<CareTeam>();
  useEffect(() => {
    let current = true;
    api
      .listCareTeam(patient.id)
      .then((loaded) => {
        if (current) setTeam(loaded);
      })
      .catch(() => {
        if (current) setTeam([]);
      });
    return () => {
      current = false;
    };
  }, [patient.id]);

  const onAssign = async (doctorId: number) => {
    const next = await api.assignCareTeam({ patientId: patient.id, doctorId });
    setTeam(next);
    const added = next.find((member) => member.doctorId === doctorId);
    notifySuccess(t.assigned(added?.doctorName ?? String(doctorId)));
  };
  const onRemove = async (member: CareTeamMember) => {
    const ok = await confirm({ message: t.confirmRemove(member.doctorName), variant: 'danger' });
    if (!ok) return;
    setTeam(await api.unassignCareTeam({ patientId: patient.id, doctorId: member.doctorId }));
    notifySuccess(t.removed(member.doctorName));
  };
  return (
    <CareTeamPanel
      team={team}
      searchDoctors={searchDoctors}
      canChange={canChange}
      onAssign={onAssign}
      onRemove={onRemove}
    />
  );
}

/**
 * The tabs of the patient's page, in order. A later issue adds its tab (训练, 信号) with one entry
 * here: an id, its title in both languages and its panel.
 */
export const patientTabs: readonly PatientTab[] = [
  { id: 'record', title: { 'zh-CN': '档案', 'en-US': 'Record' }, Panel: RecordTab },
  { id: 'care-team', title: { 'zh-CN': '护理团队', 'en-US': 'Care team' }, Panel: CareTeamTab },
  {
    id: 'training-plan',
    title: { 'zh-CN': '训练计划', 'en-US': 'Training plan' },
    Panel: TrainingPlanTab,
  },
  {
    id: 'training-progress',
    title: { 'zh-CN': '训练进度', 'en-US': 'Training progress' },
    Panel: TrainingProgressTab,
  },
  {
    id: 'assessments',
    title: { 'zh-CN': '认知评估', 'en-US': 'Assessments' },
    Panel: AssessmentTab,
  },
  // Issue 32: separate consent, and a paper consent with its scan.
  { id: 'consent', title: { 'zh-CN': '知情同意', 'en-US': 'Consent' }, Panel: ConsentTab },
];
