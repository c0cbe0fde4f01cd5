import { Button, Tabs, TabsContent, TabsList, TabsTrigger, useMessages } from '@cep/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CurrentPatientBanner, currentPatientMessages } from '../../../current-patient';
import { PatientNotFound } from './chosen-patient';
import { usePatientArea } from './patient-area';
import { PatientPicker } from './patient-picker';
import { clinicianMessages } from './picker-messages';

// Each tab is its own chunk, fetched when opened: the page's first load is the picker and the
// banner, not the charts, the assessment sheets or the report's font (issue 33's budget).
const TrainingPlanTab = lazy(() =>
  import('./plan-tab').then((module) => ({ default: module.TrainingPlanTab })),
);
const TrainingProgressTab = lazy(() =>
  import('../progress/progress-tab').then((module) => ({ default: module.TrainingProgressTab })),
);
const AssessmentTab = lazy(() =>
  import('../assessment/assessment-tab').then((module) => ({ default: module.AssessmentTab })),
);
const AssistantTab = lazy(() =>
  import('../assistant/assistant-tab').then((module) => ({ default: module.AssistantTab })),
);
const ReportTab = lazy(() =>
  import('../report/report-tab').then((module) => ({ default: module.ReportTab })),
);

type Tab = 'plan' | 'progress' | 'assessments' | 'assistant' | 'report';

/**
 * The clinician's /cognitive-training: the current patient (issue 33: chosen here, in 多模态 or
 * the record, and kept in the address as `?patient=`, so reload and a shared link show the same
 * patient) or the picker, then the patient's banner and the 训练计划 / 训练进度 / 认知评估 tabs
 * (`?tab=`).
 */
export default function ClinicianTrainingPage() {
  const t = useMessages(clinicianMessages);
  const c = useMessages(currentPatientMessages);
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab =
    asked === 'progress' || asked === 'assessments' || asked === 'assistant' || asked === 'report'
      ? asked
      : 'plan';
  const {
    patientId,
    patient,
    recordPath,
    switching,
    setSwitching,
    choose,
    clear,
    pick,
    leaveMissing,
  } = usePatientArea<Tab>({
    tab,
    firstTab: 'plan',
    // An open assessment belongs to its tab and its patient.
    adjust: (next, previous, id, nextTab) => {
      if (nextTab !== tab || String(id) !== previous.get('patient')) next.delete('assessment');
    },
  });

  if (patientId === null || switching) {
    return (
      <div className="flex flex-col gap-4">
        {switching ? (
          <div>
            <Button onClick={() => setSwitching(false)}>{c.cancelSwitch}</Button>
          </div>
        ) : null}
        <PatientPicker onPick={(row) => pick(row.id)} />
      </div>
    );
  }
  if (patient === 'missing') {
    return <PatientNotFound onChange={leaveMissing} />;
  }
  if (patient === null || patient.id !== patientId) return null;

  const panel = (content: ReactNode) => <Suspense fallback={null}>{content}</Suspense>;
  return (
    <div className="flex flex-col gap-4">
      <CurrentPatientBanner
        patient={patient}
        recordPath={recordPath}
        onSwitch={() => setSwitching(true)}
        onClear={clear}
      />
      <Tabs value={tab} onValueChange={(value) => choose(patient.id, value as Tab)}>
        <TabsList aria-label={t.tabsLabel}>
          <TabsTrigger value="plan">{t.tabs.plan}</TabsTrigger>
          <TabsTrigger value="progress">{t.tabs.progress}</TabsTrigger>
          <TabsTrigger value="assessments">{t.tabs.assessments}</TabsTrigger>
          <TabsTrigger value="assistant">{t.tabs.assistant}</TabsTrigger>
          <TabsTrigger value="report">{t.tabs.report}</TabsTrigger>
        </TabsList>
        <TabsContent value="plan">{panel(<TrainingPlanTab patient={patient} />)}</TabsContent>
        <TabsContent value="progress">
          {panel(<TrainingProgressTab patient={patient} />)}
        </TabsContent>
        <TabsContent value="assessments">{panel(<AssessmentTab patient={patient} />)}</TabsContent>
        <TabsContent value="assistant">{panel(<AssistantTab patient={patient} />)}</TabsContent>
        <TabsContent value="report">{panel(<ReportTab patient={patient} />)}</TabsContent>
      </Tabs>
    </div>
  );
}
