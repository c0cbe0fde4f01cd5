import path from 'node:path';

/** Where 我的数据's archives go: the data folder's files/my-data. */
export function myDataFolder(dataDir: string): string {
  return path.join(dataDir, 'files', 'my-data');
}

/** The folder when no data folder is given (a server run from the repository: ./data). */
export const defaultMyDataFolder = myDataFolder(path.resolve('data'));
