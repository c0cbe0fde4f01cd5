// Browser tests use Debian's Chromium (never a downloaded browser build).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Makes sure the browser exists; as root on Debian it installs the `chromium` package. */
export function ensureChromium(env = process.env) {
  const binary = chromiumPath();
  if (existsSync(binary)) return binary;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium is missing at ${binary}: installing Debian's chromium package…`);
    const opts = { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } };
    spawnSync('apt-get', ['update', '-qq'], opts);
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], opts);
    if (existsSync(binary)) return binary;
  }
  console.error(
    `Chromium not found at ${binary}. Install Debian's chromium (apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
