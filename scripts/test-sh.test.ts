import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumProblem } from './chromium';

/**
 * `npm test` (scripts/test.sh) without Chromium: every other tier runs, the journeys are skipped,
 * the run fails and says how to install it. The tiers themselves are stood in for by a fake `npx`
 * that records its calls and writes passing reports; the Chromium check is the real one.
 */
const dir = mkdtempSync(join(tmpdir(), 'test-sh-'));
const log = join(dir, 'npx.log');
const realNpx = execFileSync('bash', ['-c', 'command -v npx'], { encoding: 'utf8' }).trim();
writeFileSync(
  join(dir, 'npx'),
  `#!/usr/bin/env bash
echo "$*" >> "${log}"
if [ "$1" = tsx ]; then exec "${realNpx}" "$@"; fi
for arg in "$@"; do
  case "$arg" in --outputFile=*) echo '{"numPassedTests":3,"numFailedTests":0}' > "\${arg#--outputFile=}" ;; esac
done
if [ "$1" = playwright ]; then echo '{"stats":{"expected":2,"unexpected":0,"skipped":0}}' > "$PLAYWRIGHT_JSON_OUTPUT_NAME"; fi
exit 0
`,
);
chmodSync(join(dir, 'npx'), 0o755);

function runTestSh(chromiumPath: string, testDatabaseUrl?: string) {
  writeFileSync(log, '');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${dir}:${process.env.PATH}`,
    CHROMIUM_PATH: chromiumPath,
  };
  delete env.TEST_DATABASE_URL;
  if (testDatabaseUrl) env.TEST_DATABASE_URL = testDatabaseUrl;
  const run = spawnSync('bash', ['scripts/test.sh'], { env, encoding: 'utf8' });
  const calls = readFileSync(log, 'utf8').trim().split('\n');
  return { status: run.status, output: run.stdout + run.stderr, stdout: run.stdout.trim(), calls };
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm test without Chromium', () => {
  it('names the missing browser and how to install it', () => {
    expect(chromiumProblem('/nonexistent/chromium')).toMatch(
      /No Chromium at \/nonexistent\/chromium.*\n.*apt-get install chromium.*CHROMIUM_PATH/s,
    );
    expect(chromiumProblem(tmpdir())).not.toBeNull();
    expect(chromiumProblem(process.execPath)).toBeNull();
  });

  it('runs every other tier, skips the journeys, says why and fails', () => {
    const run = runTestSh('/nonexistent');
    expect(run.status).toBe(1);
    for (const tier of [
      'prettier --check .',
      'eslint .',
      'tsc --noEmit',
      'react-router build',
      'vitest run',
    ]) {
      expect(run.calls.some((call) => call.startsWith(tier))).toBe(true);
    }
    expect(run.calls.some((call) => call.startsWith('playwright'))).toBe(false);
    expect(run.output).toContain('apt-get install chromium');
    expect(run.output).toContain('End-to-end journeys NOT RUN');
    // The closing line CI reads still sums what did run.
    expect(run.stdout.split('\n').at(-1)).toBe('3 passed, 0 failed');
  });

  it('runs the journeys when Chromium is there', () => {
    const run = runTestSh(process.execPath);
    expect(run.calls.some((call) => call.startsWith('playwright test'))).toBe(true);
    expect(run.stdout.split('\n').at(-1)).toBe('5 passed, 0 failed');
    expect(run.status).toBe(0);
  });

  it('runs the PostgreSQL pass (beside the PGlite one) when TEST_DATABASE_URL is set, and counts it', () => {
    const run = runTestSh(process.execPath, 'postgres://nowhere.invalid/test');
    expect(run.calls.filter((call) => call.startsWith('vitest run --project node'))).toHaveLength(1);
    expect(run.stdout).toContain('== API tests on PostgreSQL (postgres://nowhere.invalid/test)');
    expect(run.stdout.split('\n').at(-1)).toBe('8 passed, 0 failed');
    expect(run.status).toBe(0);
  });
});
