import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

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
});
