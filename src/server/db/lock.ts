import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {}

/** Who holds a lock: the pid alone does not say, since pids are reused (see isHeld). */
interface LockOwner {
  pid: number;
  /** Field 22 of /proc/<pid>/stat (clock ticks after boot); null where there is no /proc. */
  startTime: string | null;
  /** /proc/sys/kernel/random/boot_id: start times count from boot, so they only compare within one. */
  bootId: string | null;
}

/** Locks this process holds (by file), so a second acquisition here is told from a dead namesake. */
const heldHere = new Set<string>();

/**
 * PGlite is a single-process database: two processes writing one directory corrupt it. The lock file
 * records its owner; a lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.resolve(dataDir, 'shop.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(file, JSON.stringify(ownerOf(process.pid)))) {
      heldHere.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    }
    const owner = parseOwner(readFileSafe(file));
    if (owner && isHeld(owner, file)) {
      throw new DataDirLockedError(
        `The data directory ${path.resolve(dataDir)} is in use by another shop process (pid ${owner.pid}). ` +
          'Stop it first, or set DATA_DIR to another directory, or DATABASE_URL to use PostgreSQL.',
      );
    }
    try {
      unlinkSync(file);
    } catch {
      // someone else removed the stale lock first
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dataDir)}`);
}

/**
 * Creates the lock file with its content in one step: written aside, then hard-linked into place
 * (which fails if the name exists), so nobody ever reads a half-written lock and calls it stale.
 */
function tryCreate(file: string, content: string): boolean {
  const aside = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(aside, content);
  try {
    linkSync(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    unlinkSync(aside);
  }
}

/**
 * Whether the recorded owner still runs. A pid alone is not enough: a container restarted after a
 * crash often gets the very pid its predecessor had (the lock says 12, and we are 12), and another
 * program may have been given the pid meanwhile. So the start time recorded with the pid must match
 * the one that pid has now.
 */
function isHeld(owner: LockOwner, file: string): boolean {
  // Our own pid: only this process knows whether it took the lock.
  if (owner.pid === process.pid) return heldHere.has(file);
  if (!isRunning(owner.pid)) return false;
  const now = ownerOf(owner.pid);
  if (owner.bootId && now.bootId && owner.bootId !== now.bootId) return false;
  if (owner.startTime && now.startTime && owner.startTime !== now.startTime) return false;
  // Without /proc (or a lock of an earlier version) the running pid is all there is to go by.
  return true;
}

function ownerOf(pid: number): LockOwner {
  return {
    pid,
    startTime: startTimeOf(pid),
    bootId: readFileSafe('/proc/sys/kernel/random/boot_id').trim() || null,
  };
}

function startTimeOf(pid: number): string | null {
  const stat = readFileSafe(`/proc/${pid}/stat`);
  // Field 2 is the command name in parentheses and may hold spaces or ')': count after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state), so field 22 (starttime) is fields[19].
  const startTime = fields[19];
  return stat && startTime && /^\d+$/.test(startTime) ? startTime : null;
}

/** The owner a lock file names: JSON today, the bare pid in lock files of earlier versions. */
function parseOwner(content: string): LockOwner | null {
  const text = content.trim();
  // Pid 0 and negative ones name process groups to kill(): never a holder.
  if (/^\d+$/.test(text))
    return Number(text) > 0 ? { pid: Number(text), startTime: null, bootId: null } : null;
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isInteger(value.pid) || value.pid! <= 0) return null;
    return {
      pid: value.pid!,
      startTime: typeof value.startTime === 'string' ? value.startTime : null,
      bootId: typeof value.bootId === 'string' ? value.bootId : null,
    };
  } catch {
    return null;
  }
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
