import { adminDashboard, doctorDashboard, patientDashboard } from './dashboard';
import { audited, isAdmin } from '../platform/calls/audited';
import { signedIn, type Handler } from '../platform/calls/context';

/**
 * The dashboard's data by the caller's widest role: admin, then doctor, then patient. A doctor's
 * answer names patients, so it is audited as a read of them (like listPatients); the admin's holds
 * totals and log lines, the patient's their own record's id.
 */
const getDashboardSummary: Handler<'getDashboardSummary'> = (ctx) => {
  const { session } = signedIn(ctx);
  if (isAdmin(session.roles)) return adminDashboard(ctx.sql);
  if (session.roles.includes('doctor')) {
    return audited(
      ctx,
      { action: 'getDashboardSummary', entity: 'patientInformation', read: true },
      (sql) => doctorDashboard(sql, session),
      (summary) =>
        summary.recentPatients.length > 0
          ? summary.recentPatients.map((row) => row.id).join(',')
          : null,
    );
  }
  return patientDashboard(ctx.sql, session.userId);
};

export const dashboardHandlers: { getDashboardSummary: Handler<'getDashboardSummary'> } = {
  getDashboardSummary,
};
