import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * MNE-Python as the independent reader of our EDF+ and BDF+ files: no npm package reads 24-bit
 * BDF (edfdecoder reads 16-bit EDF only), and MNE is installable from Debian (python3-mne, which
 * .ci/run installs). Debian's own interpreter runs it, not another Python on the PATH whose numpy
 * may not suit Debian's MNE.
 */

export const debianPython = process.env.DEBIAN_PYTHON ?? '/usr/bin/python3';

export interface MneReading {
  channels: string[];
  sfreq: number;
  /** One row per channel, in volts. */
  data: number[][];
  annotations: { onset: number; description: string }[];
}

/** `bytes` read by MNE as a file named by `format` (MNE tells EDF from BDF by the extension). */
export async function readWithMne(bytes: Uint8Array, format: 'edf' | 'bdf'): Promise<MneReading> {
  const folder = await mkdtemp(path.join(tmpdir(), 'cep-mne-'));
  try {
    const file = path.join(folder, `recording.${format}`);
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)(
      debianPython,
      [path.join(import.meta.dirname, 'read-edf-with-mne.py'), file],
      { maxBuffer: 256 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as MneReading;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
