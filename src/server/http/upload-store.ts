/**
 * Uploaded files on disk (ADR 065, shared by complaints and the error form's screenshots, ADR 072):
 * outside the web root, under a configured directory. A file is named on disk by its random id only
 * (32 hex, checked before any path is made), so the name the browser sent never reaches the file
 * system: `../` in it is just text.
 *
 * An upload streams to a temporary file (never buffered whole on the event loop), its type is read
 * from its content (file-type), never from its name or its Content-Type header, and only the types
 * the caller allows are kept. Images are decoded and encoded again by sharp on libuv's thread pool:
 * what is stored is pixels we wrote (no metadata: EXIF with GPS positions, no trailing payloads),
 * and `limitInputPixels` refuses decompression bombs before they are decoded. PDFs are kept as sent.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, type ReadStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../common/errors';
import type { UploadMessages } from './multipart-upload';

type StoreRefusal =
  'fileTooLarge' | 'fileEmpty' | 'fileType' | 'imageTooLarge' | 'imageBroken' | 'fileNotFound';

/** A stored file's id: 32 hex characters, random (its name on disk and the address of its download). */
export const UPLOAD_FILE_ID_PATTERN = /^[a-f0-9]{32}$/;

/** What a store keeps and how it words its refusals. */
export interface UploadStoreOptions<T extends string> {
  /** Types kept, by content: 'application/pdf', 'image/jpeg', 'image/png', 'image/webp'. */
  types: readonly T[];
  maxBytes: number;
  /** Images are decoded up to this many pixels (sharp's limitInputPixels). */
  imageMaxPixels: number;
  /** Re-encoded images are scaled to fit this edge. */
  imageMaxEdge: number;
  /**
   * The i18n prefix of the refusals (`<prefix>.fileTooLarge`, `.fileEmpty`, `.fileType`,
   * `.imageTooLarge`, `.imageBroken`, `.fileNotFound`).
   */
  messages: UploadMessages;
  /** The name shown for a file: the sent name's base with the extension of its detected type. */
  displayName: (sent: string, type: T) => string;
}

/** One file as stored: its id (its name on disk), its display name, type and stored size. */
export interface StoredFile<T extends string = string> {
  id: string;
  name: string;
  contentType: T;
  size: number;
}

/** The file stream of a multipart part (only what is used of @fastify/multipart's). */
export interface IncomingFile {
  filename: string;
  file: Readable & { truncated?: boolean };
}

const MB = (bytes: number) => Math.round(bytes / (1024 * 1024));

export function newFileId(): string {
  return randomBytes(16).toString('hex');
}

export function createUploadStore<T extends string>(root: string, options: UploadStoreOptions<T>) {
  const filesDir = path.resolve(root, 'files');
  const tmpDir = path.resolve(root, 'tmp');
  // Owner only: the shop's process reads them; nothing else on the machine needs to.
  mkdirSync(filesDir, { recursive: true, mode: 0o700 });
  mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
  const key = (name: StoreRefusal) => `${options.messages}.${name}` as const;
  const isAllowed = (mime: string | undefined): mime is T =>
    (options.types as readonly string[]).includes(mime ?? '');

  /** The path of a stored file; an id of any other shape is refused before a path is made. */
  function pathOf(id: string): string {
    if (!UPLOAD_FILE_ID_PATTERN.test(id)) throw new AppError(404, key('fileNotFound'));
    return path.join(filesDir, id);
  }

  async function reencode(from: string, to: string, type: T, name: string): Promise<void> {
    try {
      // failOn 'error': a truncated or corrupt image is refused rather than half-decoded.
      let image = sharp(from, { limitInputPixels: options.imageMaxPixels, failOn: 'error' })
        // Orientation from EXIF is applied to the pixels, since the EXIF itself is dropped.
        .rotate()
        .resize({
          width: options.imageMaxEdge,
          height: options.imageMaxEdge,
          fit: 'inside',
          withoutEnlargement: true,
        });
      image =
        type === 'image/jpeg'
          ? image.jpeg({ quality: 85 })
          : type === 'image/png'
            ? image.png({ compressionLevel: 6 })
            : image.webp({ quality: 85 });
      await image.toFile(to);
    } catch (error) {
      await rm(to, { force: true });
      const message = error instanceof Error ? error.message : '';
      if (/pixel limit/i.test(message)) throw new AppError(422, key('imageTooLarge'), { params: { name } });
      throw new AppError(422, key('imageBroken'), { params: { name } });
    }
  }

  return {
    root: path.resolve(root),
    pathOf,

    /**
     * Streams one uploaded file to disk, checks and (images) re-encodes it, and keeps it under a new
     * id. Refused files leave nothing behind. The caller records the row.
     */
    async receive(part: IncomingFile): Promise<StoredFile<T>> {
      const sent = part.filename || 'file';
      const shownName = sent.slice(0, 200);
      const tmp = path.join(tmpDir, newFileId());
      const out = `${tmp}.out`;
      try {
        await pipeline(part.file, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
        if (part.file.truncated)
          throw new AppError(413, key('fileTooLarge'), { params: { max: MB(options.maxBytes) } });
        const { size } = await stat(tmp);
        if (size === 0) throw new AppError(422, key('fileEmpty'), { params: { name: shownName } });
        const detected = (await fileTypeFromFile(tmp))?.mime;
        if (!isAllowed(detected)) throw new AppError(422, key('fileType'), { params: { name: shownName } });
        let kept = tmp;
        if (detected !== 'application/pdf') {
          await reencode(tmp, out, detected, shownName);
          kept = out;
        }
        const id = newFileId();
        await rename(kept, pathOf(id));
        const stored = await stat(pathOf(id));
        return { id, name: options.displayName(sent, detected), contentType: detected, size: stored.size };
      } finally {
        await Promise.all([rm(tmp, { force: true }), rm(out, { force: true })]);
      }
    },

    /** Deletes stored files (a missing one is fine: the row is the truth). */
    async remove(ids: readonly string[]): Promise<void> {
      await Promise.all(ids.map((id) => rm(pathOf(id), { force: true })));
    },

    /**
     * The ids of stored files last written more than `ageMs` ago by the disk's clock (a sweep asks
     * which of them still have a row), and removes what an upload left in the temporary folder that
     * long ago (a process that died mid-upload).
     */
    async olderThan(ageMs: number): Promise<string[]> {
      const before = Date.now() - ageMs;
      const old = async (dir: string) => {
        const names = await readdir(dir).catch(() => [] as string[]);
        const found: string[] = [];
        for (const name of names) {
          const info = await stat(path.join(dir, name)).catch(() => null);
          if (info?.isFile() && info.mtimeMs < before) found.push(name);
        }
        return found;
      };
      const leftovers = await old(tmpDir);
      await Promise.all(leftovers.map((name) => rm(path.join(tmpDir, name), { force: true })));
      return (await old(filesDir)).filter((name) => UPLOAD_FILE_ID_PATTERN.test(name));
    },

    open(id: string): ReadStream {
      return createReadStream(pathOf(id));
    },
  };
}

export type UploadStore<T extends string = string> = ReturnType<typeof createUploadStore<T>>;
