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
 * Pages print Chinese: without a CJK font Chromium draws boxes. The report's PDF test
 * (e2e/report-fonts.spec.ts) prints with each of the two common CJK fonts of Linux servers,
 * WenQuanYi Micro Hei (about 5 MB) and Noto Sans CJK (about 100 MB): as root on Debian, the
 * missing ones are installed.
 */
function ensureChineseFont(env) {
  const fonts = [
    { dir: '/usr/share/fonts/truetype/wqy', pkg: 'fonts-wqy-microhei' },
    { dir: '/usr/share/fonts/opentype/noto', pkg: 'fonts-noto-cjk' },
  ];
  const missing = fonts.filter((font) => !existsSync(font.dir)).map((font) => font.pkg);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.warn(
      `Chinese fonts missing: install ${missing.join(' ')} (the report's PDF test needs them).`,
    );
    return;
  }
  console.log(`Installing Debian's ${missing.join(' ')}…`);
  const opts = { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } };
  if (spawnSync('apt-get', ['install', '-y', '-qq', ...missing], opts).status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], opts);
    spawnSync('apt-get', ['install', '-y', '-qq', ...missing], opts);
  }
}
