// Browser tests use Debian's Chromium (never a downloaded browser build).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Makes sure the browser exists; as root on Debian it installs the `chromium` package. */
export function ensureChromium(env = process.env) {
  const binary = chromiumPath();
  ensureChineseFont(env);
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

/**
 * Pages print Chinese: without a CJK font Chromium draws boxes, and the report's PDF test cannot
 * read its text back. Hospital computers have one; a bare Debian does not, so as root it gets
 * WenQuanYi Micro Hei (about 5 MB).
 */
function ensureChineseFont(env) {
  const list = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  if (list.status === 0 && list.stdout.trim() !== '') return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.warn('No Chinese font found (fc-list :lang=zh): install fonts-wqy-microhei.');
    return;
  }
  console.log("No Chinese font: installing Debian's fonts-wqy-microhei…");
  const opts = { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } };
  if (spawnSync('apt-get', ['install', '-y', '-qq', 'fonts-wqy-microhei'], opts).status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], opts);
    spawnSync('apt-get', ['install', '-y', '-qq', 'fonts-wqy-microhei'], opts);
  }
}
