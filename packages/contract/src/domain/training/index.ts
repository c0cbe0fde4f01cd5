/*
 * Cognitive training (认知训练, issue 13): a clinician's plan for a patient (items, dose, dates,
 * states), the sessions the patient trains in, one stored result per exercise run (idempotent by an
 * id the browser made), and the progress the clinician reviews.
 */
export * from './plan';
export * from './item-settings';
export * from './session';
export * from './result';
export * from './progress';
