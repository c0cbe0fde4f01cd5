import type { ApiClient } from '../types';
import type { Send } from './send';

type TrainingCalls = Pick<
  ApiClient,
  | 'listExercises'
  | 'listTrainingPlans'
  | 'addTrainingPlan'
  | 'updateTrainingPlan'
  | 'setTrainingPlanStatus'
  | 'startTrainingSession'
  | 'finishTrainingSession'
  | 'addExerciseResult'
  | 'listExerciseResults'
  | 'getPatientProgress'
>;

/** Cognitive training (issue 13): the catalogue, plans, sessions, results and progress. */
export function trainingCalls(send: Send): TrainingCalls {
  return {
    listExercises: () => send('listExercises'),
    listTrainingPlans: (query) => send('listTrainingPlans', { params: query }),
    addTrainingPlan: (plan) => send('addTrainingPlan', { data: plan }),
    updateTrainingPlan: (plan) => send('updateTrainingPlan', { data: plan }),
    setTrainingPlanStatus: (id, status) => send('setTrainingPlanStatus', { data: { id, status } }),
    startTrainingSession: (start) => send('startTrainingSession', { data: start }),
    finishTrainingSession: (finish) => send('finishTrainingSession', { data: finish }),
    addExerciseResult: (result) => send('addExerciseResult', { data: result }),
    listExerciseResults: (query) => send('listExerciseResults', { params: query }),
    getPatientProgress: (query) => send('getPatientProgress', { params: query }),
  };
}
