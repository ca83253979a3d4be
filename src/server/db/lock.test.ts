import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Another process that takes the lock and keeps it until killed; resolves once it holds it. */
async function holdInChild(dir: string): Promise<ChildProcess> {
  const lockModule = pathToFileURL(path.join(import.meta.dirname, 'lock.ts')).href;
  const code = `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
acquireDataDirLock(${JSON.stringify(dir)});
process.stdout.write('held\\n');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('held')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the lock holder exited early (${code})`)));
  });
  return child;
}

describe('data directory lock', () => {
  it('refuses a second holder with a clear message, and frees the directory on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
    const first = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another shop process \(pid \d+\)/);
    first.release();
    expect(existsSync(path.join(dir, 'shop.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
    // Pids are below 2^22 on Linux; this one cannot be running.
    writeFileSync(path.join(dir, 'shop.lock'), '99999999');
    const lock = acquireDataDirLock(dir);
    lock.release();
  });

  it('takes over a lock left by a dead process that had the pid this process has now', () => {
    // A container restarted after a crash: the lock says pid 12, and the new process is pid 12 again.
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
    const file = path.join(dir, 'shop.lock');
    // The lock files of earlier versions held the bare pid.
    writeFileSync(file, String(process.pid));
    acquireDataDirLock(dir).release();
    // Today's hold the pid with the process's start time: the same pid started at another time.
    const own = ownLockContent(dir);
    writeFileSync(file, JSON.stringify({ ...own, pid: process.pid, startTime: '1' }));
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(own);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another program', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.push(other);
    await new Promise((resolve) => other.once('spawn', resolve));
    const own = ownLockContent(dir);
    writeFileSync(path.join(dir, 'shop.lock'), JSON.stringify({ ...own, pid: other.pid, startTime: '1' }));
    acquireDataDirLock(dir).release();
  });

  it('still refuses while another live process holds the directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
    const child = await holdInChild(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(
      new RegExp(`in use by another shop process \\(pid ${child.pid}\\)`),
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // Killed without a chance to clean up: its lock is left behind, and is taken over.
    expect(existsSync(path.join(dir, 'shop.lock'))).toBe(true);
    acquireDataDirLock(dir).release();
  });
});

/** What this process writes into a lock file (taken once in a scratch directory). */
function ownLockContent(scratchParent: string): Record<string, unknown> {
  const dir = mkdtempSync(path.join(scratchParent, 'own-'));
  const lock = acquireDataDirLock(dir);
  const content = readFileSync(path.join(dir, 'shop.lock'), 'utf8');
  lock.release();
  try {
    return JSON.parse(content) as Record<string, unknown>;
  } catch {
    return {};
  }
}
