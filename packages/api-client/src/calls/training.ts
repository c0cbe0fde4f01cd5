import type {
  CallBody,
  ExerciseList,
  ExerciseResultAdd,
  Page,
  PatientProgress,
  PlanStatus,
  StoredExerciseResult,
  TrainingPlan,
  TrainingPlanCreate,
  TrainingPlanUpdate,
  TrainingScoresHidden,
  TrainingSession,
} from '@cep/contract';
import type { ListQuery } from '../types';
import type { Send } from './send';

/** Cognitive training (issue 13): the catalogue, plans, sessions, results and progress. */
export interface TrainingCalls {
  /** `GET /api/exercise/list`: the exercise catalogue (names, domains, instructions, top level). */
  listExercises(): Promise<ExerciseList>;
  /**
   * `GET /api/trainingPlan/list?patientId=`: a patient's plans, newest first (a doctor their care
   * teams' patients, a patient their own); `status` filters.
   */
  listTrainingPlans(
    query: ListQuery<'listTrainingPlans'> & { patientId: number },
  ): Promise<Page<TrainingPlan>>;
  /** `POST /api/trainingPlan/add`: a new plan, a draft; resolves the stored plan. */
  addTrainingPlan(plan: TrainingPlanCreate): Promise<TrainingPlan>;
  /**
   * `PUT /api/trainingPlan/update`: the whole editable plan while it is a draft or paused (else
   * 40901); items sent with their `id` keep their level. `revision` is the plan's as it was read:
   * saved by someone else since → 40902 (`isStaleRevision`), nothing changed.
   */
  updateTrainingPlan(plan: TrainingPlanUpdate): Promise<TrainingPlan>;
  /**
   * `POST /api/trainingPlan/status`: draft → active → paused ⇄ active → completed; a second active
   * plan of the same patient → 40901. Resolves the plan with its state history.
   */
  setTrainingPlanStatus(id: number, status: PlanStatus): Promise<TrainingPlan>;
  /**
   * `PUT /api/trainingPlan/scoresHidden` `{ patientId, hidden }`: the patient's 隐藏成绩 switch
   * (their own screens and answers then carry no score; clinicians still get them). Audited.
   */
  setTrainingScoresHidden(patientId: number, hidden: boolean): Promise<TrainingScoresHidden>;
  /**
   * `POST /api/trainingSession/start` `{ clientId, planId, startedAt? }`: starts a session of an
   * active plan (the same `clientId` again resolves the same session) with each item's level.
   */
  startTrainingSession(start: CallBody<'startTrainingSession'>): Promise<TrainingSession>;
  /** `POST /api/trainingSession/finish`: completes or abandons a session (once). */
  finishTrainingSession(finish: CallBody<'finishTrainingSession'>): Promise<TrainingSession>;
  /**
   * `POST /api/exerciseResult/add`: one exercise run, stored once per `clientId` (sending it again
   * resolves the stored row), with the level engine's state after it.
   */
  addExerciseResult(result: ExerciseResultAdd): Promise<StoredExerciseResult>;
  /** `GET /api/exerciseResult/list?patientId=`: a patient's results with their trials, newest first. */
  listExerciseResults(
    query: ListQuery<'listExerciseResults'> & { patientId: number },
  ): Promise<Page<StoredExerciseResult>>;
  /**
   * `GET /api/patientProgress/detail?patientId=`: a plan's progress (the active plan unless `planId`
   * names one): levels over time, each session's runs, adherence per day.
   */
  getPatientProgress(
    query: ListQuery<'getPatientProgress'> & { patientId: number },
  ): Promise<PatientProgress>;
}

/** The functions of {@link TrainingCalls}. */
export function trainingCalls(send: Send): TrainingCalls {
  return {
    listExercises: () => send('listExercises'),
    listTrainingPlans: (query) => send('listTrainingPlans', { params: query }),
    addTrainingPlan: (plan) => send('addTrainingPlan', { data: plan }),
    updateTrainingPlan: (plan) => send('updateTrainingPlan', { data: plan }),
    setTrainingPlanStatus: (id, status) => send('setTrainingPlanStatus', { data: { id, status } }),
    setTrainingScoresHidden: (patientId, hidden) =>
      send('setTrainingScoresHidden', { data: { patientId, hidden } }),
    startTrainingSession: (start) => send('startTrainingSession', { data: start }),
    finishTrainingSession: (finish) => send('finishTrainingSession', { data: finish }),
    addExerciseResult: (result) => send('addExerciseResult', { data: result }),
    listExerciseResults: (query) => send('listExerciseResults', { params: query }),
    getPatientProgress: (query) => send('getPatientProgress', { params: query }),
  };
}
