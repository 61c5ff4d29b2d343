import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type BlobStore } from './blob-store.ts';

/** Photos as files under one folder ($DATA_DIR/photos by default). */
export function createLocalBlobStore(root: string): BlobStore {
  let made: Promise<unknown> | undefined;
  const ensureRoot = () => {
    made ??= fs.mkdir(root, { recursive: true });
    return made;
  };
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };

  return {
    kind: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await ensureRoot();
      // Write then rename, so a crash never leaves a half-written photo under its real name.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async check() {
      await ensureRoot();
      await fs.access(root, fs.constants.W_OK);
    },
  };
}
