import type { ErasureStatement } from '@cep/contract';

/** A statement for the stories of the patient's section and the admin's page. */
export const statement: ErasureStatement = {
  erased: [
    { item: 'communityPosts', count: 3 },
    { item: 'postPictures', count: 1 },
    { item: 'groupMemberships', count: 1 },
    { item: 'postReports', count: 0 },
    { item: 'challengeEntries', count: 1 },
    { item: 'sessionSignups', count: 0 },
    { item: 'account', count: 1 },
  ],
  kept: [
    { item: 'assessments', count: 2 },
    { item: 'trainingPlans', count: 1 },
    { item: 'trainingResults', count: 24 },
    { item: 'recordings', count: 1 },
    { item: 'findings', count: 0 },
    { item: 'clinicianMessages', count: 5 },
  ],
  retentionYears: { inpatient: 30, outpatient: 15 },
};
