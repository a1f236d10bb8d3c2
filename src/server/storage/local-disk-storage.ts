import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  ObjectExistsError,
  UPLOADS_PATH,
  assertValidKey,
  contentTypeForKey,
  type Storage,
  type StoredObject,
} from './storage';

/** Folder for files being written; its name is not a valid key segment, so it is never served. */
const INCOMING = '.incoming';

/**
 * Files under one folder (DATA_DIR/uploads by default), one file per key. The content type comes
 * from the key's extension, so put() only accepts a type that matches it. Writes go to a temporary
 * file first and are then hard-linked into place: linking fails when the name exists, which makes
 * "never overwrite" atomic, and readers never see a partial file.
 */
export class LocalDiskStorage implements Storage {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const target = this.pathOf(key);
    if (contentTypeForKey(key) !== contentType) {
      throw new Error(`Content type ${contentType} does not match the extension of ${key}`);
    }
    const incoming = path.join(this.root, INCOMING);
    await fsp.mkdir(incoming, { recursive: true });
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(incoming, `${randomBytes(12).toString('hex')}.part`);
    try {
      await fsp.writeFile(temp, bytes, { flag: 'wx' });
      await fsp.link(temp, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(key);
      throw err;
    } finally {
      await fsp.rm(temp, { force: true });
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, fs.constants.O_RDONLY);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), contentType: contentTypeForKey(key), size: stat.size };
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fsp.stat(this.pathOf(key))).isFile();
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return `${UPLOADS_PATH}/${key}`;
  }

  /** Every file under the root, including writes in progress (under `.incoming/`). */
  async list(prefix = ''): Promise<string[]> {
    const keys: string[] = [];
    const walk = async (dir: string, rel: string): Promise<void> => {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const entry of entries) {
        const key = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
        else keys.push(key);
      }
    };
    // Walk only the folder the prefix names (`bucket/owner/` reads one user's folder, not all).
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1).replace(/\/+$/, '');
    const safe = folder === '' || folder.split('/').every((s) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s));
    if (safe && folder) await walk(path.join(this.root, ...folder.split('/')), folder);
    else await walk(this.root, '');
    return keys.filter((k) => k.startsWith(prefix)).sort();
  }

  async close(): Promise<void> {}

  /** The file of a key; the key check keeps every path inside the root. */
  private pathOf(key: string): string {
    assertValidKey(key);
    const file = path.join(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Key escapes the storage root: ${key}`);
    return file;
  }
}

const isMissing = (err: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes(String((err as NodeJS.ErrnoException).code));
