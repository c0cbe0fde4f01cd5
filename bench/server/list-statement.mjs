// The patient list's own statement (issue 12), as the server builds it, for the minimal app's
// `/list-statement` route: the same SQL, values and prepared-statement name, run on the minimal
// app's pool with nothing around it — no session lookup, no input or output validation, no
// masking, no hooks. Its ratio to the one SELECT is the ceiling of the route: what the server
// could reach if everything it does besides this statement were free.
//
// The text comes from the server's own code (`listPatientsLogged`, through tsx), never a copy,
// so it cannot drift from what the server sends.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '../..');
const patientsTs = pathToFileURL(path.join(root, 'apps/server/src/patients/patients.ts')).href;
const contractTs = pathToFileURL(path.join(root, 'packages/contract/src/index.ts')).href;

/**
 * `{ name, text, values }` of the list the server answers for `search` (a query string such as
 * `pageNum=1&pageSize=20&name=lhz`), read by an admin (every patient) whose read line names
 * `actor`, from 127.0.0.1.
 */
export async function listStatement(search, actor) {
  const [{ listPatientsLogged }, { calls }] = await Promise.all([
    tsImport(patientsTs, import.meta.url),
    tsImport(contractTs, import.meta.url),
  ]);
  const query = calls.listPatients.query.parse(Object.fromEntries(new URLSearchParams(search)));
  let captured;
  const capture = {
    query: async (config) => {
      captured = config;
      return { rows: [] };
    },
  };
  await listPatientsLogged(
    capture,
    query,
    { kind: 'all' },
    {
      actorId: actor.id,
      actorName: actor.username,
      action: 'listPatients',
      entity: 'patientInformation',
      ip: '127.0.0.1',
    },
  );
  if (!captured?.name || !captured.text) throw new Error('listPatientsLogged sent no statement');
  return { name: captured.name, text: captured.text, values: captured.values };
}
