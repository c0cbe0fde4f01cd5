import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SignalDevice } from '@cep/contract';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiGet, type Session } from './api';

/*
 * The device simulator (apps/device-simulator) as a separate process speaking the device protocol,
 * for the specs that need signals flowing. Needs it built: pnpm --filter @cep/device-simulator build.
 */

const root = path.resolve(import.meta.dirname, '../..');
const simulatorMain = path.join(root, 'apps/device-simulator/dist/main.js');

/** Starts the simulator for one device; resolves once the server lists it connected. */
export async function startSimulator(
  request: APIRequestContext,
  base: string,
  admin: Session,
  device: { id: number; key: string; profile: string },
): Promise<ChildProcess> {
  if (!existsSync(simulatorMain))
    throw new Error('build the simulator first: pnpm --filter @cep/device-simulator build');
  // The key travels in the environment, not the command line (the process list shows that).
  const child = spawn(
    process.execPath,
    [simulatorMain, '--url', base, '--profile', device.profile],
    { env: { ...process.env, CEP_DEVICE_KEY: device.key }, stdio: 'ignore' },
  );
  await expect
    .poll(
      async () => {
        const devices = await apiGet<SignalDevice[]>(
          request,
          `${base}/api/signalDevice/list`,
          admin.token,
        );
        return devices.find((d) => d.id === device.id)?.connected;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return child;
}
