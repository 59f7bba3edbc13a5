import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, waitForHealth, type ServerProcess } from '../test-support/server-process.js';

/** One server per DATA_DIR (PGlite takes no lock of its own): a second one stops at once, with one line. */
let dataDir: string;
let first: ServerProcess | null = null;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'intambwe-lock-'));
});
afterAll(async () => {
  await first?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('a second server on the same DATA_DIR exits at once, non-zero, with one clear line; the first keeps serving', async () => {
  first = await startServerProcess({ DATA_DIR: dataDir });
  await waitForHealth(first);
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);

  const second = await startServerProcess({ DATA_DIR: dataDir });
  const { code } = await second.exited;
  expect(code).toBe(1);
  expect(second.output().trim()).toBe(
    `intambwe-api: DATA_DIR ${dataDir} is in use by another running server: stop it first, or give this one a DATA_DIR of its own.`,
  );
  await waitForHealth(first);
}, 180_000);

it('a DATA_DIR that cannot be used: one line, non-zero', async () => {
  const file = join(dataDir, 'a-file');
  writeFileSync(file, '');
  const blocked = await startServerProcess({ DATA_DIR: join(file, 'data') });
  const { code } = await blocked.exited;
  expect(code).toBe(1);
  expect(blocked.output().trim()).toBe(`intambwe-api: DATA_DIR ${join(file, 'data')} cannot be used (ENOTDIR): create it, or point DATA_DIR at a folder this user owns.`);
}, 60_000);

it('TRUST_PROXY=true: one line, non-zero', async () => {
  const refused = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
  expect((await refused.exited).code).toBe(1);
  expect(refused.output().trim()).toMatch(/^intambwe-api: TRUST_PROXY=true is refused: /);
  expect(refused.output().trim().split('\n')).toHaveLength(1);
}, 60_000);
