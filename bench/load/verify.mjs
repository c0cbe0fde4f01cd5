// The end of the run: every write the server acknowledged must be in the database. Training
// results by their client id, messages by their id (and each clientKey stored once), recording
// samples up to the largest count the server reported stored for each device.
import { pg } from './services.mjs';

export async function verifyWrites(url, ledger, recordingStored) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const resultIds = [...ledger.results.keys()];
    const foundResults = await client.query(
      'SELECT client_id::text AS id FROM exercise_results WHERE client_id = ANY($1::uuid[])',
      [resultIds],
    );
    const found = new Set(foundResults.rows.map((r) => r.id));
    const results = {
      acknowledged: resultIds.length,
      missing: resultIds.filter((id) => !found.has(id)).length,
    };

    const messageIds = ledger.messages.map((m) => m.id);
    const foundMessages = await client.query(
      'SELECT id::text AS id FROM messages WHERE id = ANY($1::bigint[])',
      [messageIds],
    );
    const foundM = new Set(foundMessages.rows.map((r) => r.id));
    const twice = await client.query(
      `SELECT count(*)::int AS n FROM (
         SELECT 1 FROM messages WHERE client_key = ANY($1::uuid[])
          GROUP BY sender_id, client_key HAVING count(*) > 1) d`,
      [ledger.messages.map((m) => m.clientKey)],
    );
    const messages = {
      acknowledged: messageIds.length,
      missing: messageIds.filter((id) => !foundM.has(String(id))).length,
      storedTwice: twice.rows[0].n,
    };

    const chunks = [];
    for (const [key, acknowledged] of recordingStored) {
      const [recordingId, deviceId] = key.split(':').map(Number);
      const { rows } = await client.query(
        `SELECT rd.sample_count::bigint AS counted,
                (SELECT coalesce(max(c.start_sample + c.sample_count), 0) FROM recording_chunks c
                  WHERE c.recording_id = rd.recording_id AND c.device_id = rd.device_id) AS reach,
                (SELECT count(*) FROM recording_chunks c
                  WHERE c.recording_id = rd.recording_id AND c.device_id = rd.device_id) AS rows
           FROM recording_devices rd WHERE rd.recording_id = $1 AND rd.device_id = $2`,
        [recordingId, deviceId],
      );
      const row = rows[0] ?? { counted: 0, reach: 0, rows: 0 };
      chunks.push({
        recordingId,
        deviceId,
        acknowledged,
        counted: Number(row.counted),
        reach: Number(row.reach),
        rows: Number(row.rows),
        lost: Math.max(0, acknowledged - Math.min(Number(row.counted), Number(row.reach))),
      });
    }
    return { results, messages, chunks };
  } finally {
    await client.end();
  }
}

/** Per message side: acknowledged messages of its conversation it never received. */
export function deliveryOf(sides, ledger) {
  const byConversation = new Map();
  for (const m of ledger.messages) {
    if (!byConversation.has(m.conversationId)) byConversation.set(m.conversationId, []);
    byConversation.get(m.conversationId).push(m.seq);
  }
  let missing = 0;
  let duplicates = 0;
  let gaps = 0;
  const examples = [];
  for (const side of sides) {
    const expected = byConversation.get(side.conversationId) ?? [];
    const lost = expected.filter((seq) => !side.received.has(seq));
    missing += lost.length;
    duplicates += side.duplicates;
    gaps += side.gaps;
    if (lost.length && examples.length < 5)
      examples.push(
        `${side.name} (conversation ${side.conversationId}) never got #${lost.slice(0, 5).join(', #')}`,
      );
  }
  return { expected: ledger.messages.length * 2, missing, duplicates, gaps, examples };
}
