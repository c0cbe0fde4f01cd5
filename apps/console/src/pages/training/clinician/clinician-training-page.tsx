import { Tabs, TabsContent, TabsList, TabsTrigger, useMessages } from '@cep/ui';
import { useSearchParams } from 'react-router';
import { AssessmentTab } from '../assessment/assessment-tab';
import { AssistantTab } from '../assistant/assistant-tab';
import { ReportTab } from '../report/report-tab';
import { TrainingProgressTab } from '../progress/progress-tab';
import { ChosenPatientHeader, PatientNotFound, useChosenPatient } from './chosen-patient';
import { PatientPicker } from './patient-picker';
import { clinicianMessages } from './picker-messages';
import { TrainingPlanTab } from './plan-tab';

/**
 * The clinician's /cognitive-training: pick a patient of the care team (kept in the address as
 * `?patient=`, so reload and a shared link show the same patient), then the patient's banner and
 * the 训练计划 / 训练进度 / 认知评估 tabs (`?tab=`).
 */
export default function ClinicianTrainingPage() {
  const t = useMessages(clinicianMessages);
  const [params, setParams] = useSearchParams();
  const patientId = Number(params.get('patient')) || null;
  const asked = params.get('tab');
  const tab =
    asked === 'progress' || asked === 'assessments' || asked === 'assistant' || asked === 'report'
      ? asked
      : 'plan';
  const patient = useChosenPatient(patientId);

  const choose = (id: number | null, nextTab = tab) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete('patient');
      else next.set('patient', String(id));
      if (nextTab === 'plan') next.delete('tab');
      else next.set('tab', nextTab);
      // An open assessment belongs to its tab and its patient.
      if (nextTab !== tab || id !== patientId) next.delete('assessment');
      return next;
    });

  if (patientId === null) return <PatientPicker onPick={(row) => choose(row.id, 'plan')} />;
  if (patient === 'missing') {
    return <PatientNotFound onChange={() => choose(null)} />;
  }
  if (patient === null || patient.id !== patientId) return null;

  return (
    <div className="flex flex-col gap-4">
      <ChosenPatientHeader patient={patient} onChange={() => choose(null)} />
      <Tabs value={tab} onValueChange={(value) => choose(patient.id, value)}>
        <TabsList aria-label={t.tabsLabel}>
          <TabsTrigger value="plan">{t.tabs.plan}</TabsTrigger>
          <TabsTrigger value="progress">{t.tabs.progress}</TabsTrigger>
          <TabsTrigger value="assessments">{t.tabs.assessments}</TabsTrigger>
          <TabsTrigger value="assistant">{t.tabs.assistant}</TabsTrigger>
          <TabsTrigger value="report">{t.tabs.report}</TabsTrigger>
        </TabsList>
        <TabsContent value="plan">
          <TrainingPlanTab patient={patient} />
        </TabsContent>
        <TabsContent value="progress">
          <TrainingProgressTab patient={patient} />
        </TabsContent>
        <TabsContent value="assessments">
          <AssessmentTab patient={patient} />
        </TabsContent>
        <TabsContent value="assistant">
          <AssistantTab patient={patient} />
        </TabsContent>
        <TabsContent value="report">
          <ReportTab patient={patient} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
