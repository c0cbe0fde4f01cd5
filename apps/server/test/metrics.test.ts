import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRetention, startRetention } from '../src/platform/jobs/retention';
import { createLogger } from '../src/platform/logger';
import { startMetricsEndpoint, type MetricsEndpoint } from '../src/platform/metrics/endpoint';
import { createMetrics } from '../src/platform/metrics/metrics';
import { engines } from './engines';
import { followEventStream, startTestApp, type TestApp } from './harness';
import { signedInSocket, type TestSocket } from './messages-support';
import { DeviceClient, eegFrame, listening } from './signals-support';

/*
 * The Prometheus metrics (issue 29 §3) of a real listening server after real traffic: HTTP
 * requests and latency by route pattern, errors by code, event-loop lag, the pool, open WebSocket
 * and event-stream connections by kind, device frames and the ingest queue, job runs. Served on a
 * loopback listener of its own (never the public port), with a bearer token when one is set.
 */

const token = 'scrape-secret-0123456789';

describe.each(engines)('the metrics endpoint on $name PostgreSQL', (engine) => {
  const metrics = createMetrics({ process: true });
  let t: TestApp;
  let origin: string;
  let endpoint: MetricsEndpoint;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { metrics });
    origin = await listening(t);
    endpoint = await startMetricsEndpoint({
      metrics,
      port: 0,
      token,
      log: createLogger('silent'),
    });
  });
  afterAll(async () => {
    await endpoint?.close();
    await t?.close();
  });

  const scrape = (headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
    fetch(`http://127.0.0.1:${endpoint.port}/metrics`, { headers });

  it('lists every series after some traffic, with route patterns and never an id', async () => {
    const adminId = await t.createUser({ username: 'metrics_admin', userAuth: '0' });
    const admin = await t.tokenFor(adminId);
    const doctorId = await t.createUser({ username: 'metrics_doctor', userAuth: '1' });
    const doctor = { id: doctorId, token: await t.tokenFor(doctorId) };

    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    // A missing record: its id must not become a label.
    const missing = await fetch(`${origin}/api/doctorInformation/doctor/987654`, {
      headers: { token: admin },
    });
    expect(missing.status).toBe(404);
    expect((await fetch(`${origin}/api/nothing/here/123456`)).status).toBe(404);
    expect((await fetch(`${origin}/api/users/list`)).status).toBe(401);

    // Long-lived connections, held open while scraped: a message socket, an alert stream, a device.
    const socket: TestSocket = await signedInSocket(origin, { ...doctor, name: 'metrics_doctor' });
    const alerts = await followEventStream(origin, '/api/alert/stream', doctor.token);
    await alerts.next();
    const added = await fetch(`${origin}/api/signalDevice/add`, {
      method: 'POST',
      headers: { token: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ name: '脑电仪', profile: 'eeg-8-250' }),
    });
    const { deviceKey } = ((await added.json()) as { data: { deviceKey: string } }).data;
    const device = await DeviceClient.ready(origin, deviceKey);
    device.send(eegFrame(0, 1000, 25));
    device.send(eegFrame(1, 1100, 25));
    // A job run, counted by its name and outcome.
    const retention = startRetention(
      t.sql,
      defaultRetention,
      createLogger('silent'),
      60_000,
      metrics,
    );
    await retention.stop();

    try {
      await expect
        .poll(
          async () =>
            (await (await scrape()).text()).match(/cep_signal_frames_received_total (\d+)/)?.[1],
        )
        .toBe('2');
      const res = await scrape();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await res.text();
      for (const series of [
        'cep_http_requests_total{method="GET",route="/api/health",status="200"} 1',
        'cep_http_requests_total{method="GET",route="/api/doctorInformation/doctor/:id",status="404"} 1',
        'cep_http_requests_total{method="GET",route="unmatched",status="404"} 1',
        'cep_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status="200"}',
        'cep_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"} 1',
        'cep_api_errors_total{code="40401"}',
        'cep_api_errors_total{code="50008"} 1',
        'nodejs_eventloop_lag_seconds ',
        'cep_db_pool_connections{state="total"}',
        'cep_db_pool_connections{state="idle"}',
        'cep_db_pool_connections{state="waiting"} 0',
        'cep_live_connections{kind="messages"} 1',
        'cep_live_connections{kind="alerts"} 1',
        'cep_live_connections{kind="device-ingest"} 1',
        'cep_signal_frames_received_total 2',
        'cep_signal_ingest_queue_chunks ',
        'cep_job_runs_total{job="retention",outcome="succeeded"} 1',
      ]) {
        expect(text, series).toContain(series);
      }
      expect(text).not.toContain('987654');
      expect(text).not.toContain('123456');
    } finally {
      alerts.stop();
      await socket.close();
      await device.close();
    }
    // Closed connections leave the gauge.
    await expect
      .poll(
        async () =>
          (await (await scrape()).text()).match(
            /cep_live_connections\{kind="messages"\} (\d+)/,
          )?.[1],
      )
      .toBe('0');
  });

  it('is not on the public port', async () => {
    const res = await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('cep_http_requests_total');
  });

  it("listens on loopback only: the machine's network addresses are refused", async () => {
    expect(endpoint.host).toBe('127.0.0.1');
    const external = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
      .map((a) => a!.address);
    for (const address of external) {
      await expect(
        fetch(`http://${address}:${endpoint.port}/metrics`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      ).rejects.toThrow();
    }
    // Only /metrics is served there.
    const other = await fetch(`http://127.0.0.1:${endpoint.port}/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.status).toBe(404);
  });

  it('refuses a scrape without the token, or with a wrong one', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Basic ${token}` },
      { authorization: `Bearer ${token}x` },
    ]) {
      const res = await scrape(headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(await res.text()).not.toContain('cep_');
    }
  });
});
