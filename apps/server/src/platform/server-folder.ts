import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's own folder (apps/server), found from wherever this code runs: the source
 * (src/platform/, through tsx) or the bundle (dist/). The migrations, the resources and, beside
 * it, the console's build are found from here.
 */
export function serverFolder(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 5; i++) {
    if (existsSync(path.join(dir, 'migrations')) && existsSync(path.join(dir, 'package.json'))) {
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error('apps/server (the folder holding migrations/) not found');
}
