import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockDataDir, makePrivate, prepareDataDir } from './data-dir.js';
import { createMailer } from './mail/mailer.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'intambwe-datadir-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;
const quietLog = { info: () => undefined } as never;

describe('DATA_DIR', () => {
  it('is created 0700', () => {
    const dir = join(root, 'new', 'data');
    prepareDataDir(dir);
    expect(mode(dir)).toBe(0o700);
  });

  it('has what others could read or write made private at start, and says how many', () => {
    const dir = join(root, 'data');
    mkdirSync(join(dir, 'pgdata', 'base'), { recursive: true });
    writeFileSync(join(dir, 'pgdata', 'base', 'table'), 'rows');
    writeFileSync(join(dir, 'jwt-secret'), 'secret');
    writeFileSync(join(dir, 'already-private'), 'x');
    const modes: Array<[string, number]> = [
      [dir, 0o755],
      [join(dir, 'pgdata'), 0o777],
      [join(dir, 'pgdata', 'base'), 0o775],
      [join(dir, 'pgdata', 'base', 'table'), 0o666],
      [join(dir, 'jwt-secret'), 0o644],
      [join(dir, 'already-private'), 0o600],
    ];
    for (const [path, bits] of modes) chmodSync(path, bits);
    expect(prepareDataDir(dir).fixed).toBe(5);
    expect([dir, join(dir, 'pgdata'), join(dir, 'pgdata', 'base')].map(mode)).toEqual([0o700, 0o700, 0o700]);
    expect([join(dir, 'pgdata', 'base', 'table'), join(dir, 'jwt-secret'), join(dir, 'already-private')].map(mode)).toEqual([0o600, 0o600, 0o600]);
    expect(makePrivate(dir)).toBe(0);
  });

  it('refuses a DATA_DIR that is a file, with one sentence', () => {
    writeFileSync(join(root, 'file'), '');
    expect(() => prepareDataDir(join(root, 'file'))).toThrow(/^DATA_DIR .* cannot be used \(EEXIST\)|is not a directory/);
  });

  it('writes outbox files for the owner only (0600, in a 0700 folder)', async () => {
    const outboxDir = join(root, 'outbox');
    const mailer = createMailer({ from: 'Test <no-reply@example.com>', outboxDir, log: quietLog });
    const { file } = await mailer.send({ to: 'someone@example.com', subject: 'Reset', text: 'link' });
    expect(mode(outboxDir)).toBe(0o700);
    expect(mode(file ?? '')).toBe(0o600);
  });
});

describe('the DATA_DIR lock', () => {
  it('is held by one holder at a time; a second is refused with one sentence', async () => {
    const lock = await lockDataDir(root);
    await expect(lockDataDir(root)).rejects.toThrow(`DATA_DIR ${root} is in use by another running server: stop it first, or give this one a DATA_DIR of its own.`);
    await lock.release();
    const again = await lockDataDir(root);
    await again.release();
  });

  it('is taken over when its holder died without releasing it (the socket file stays, nobody answers)', async () => {
    // A process that takes the socket and is killed (kill -9) leaves the file behind, with nobody listening.
    const holder = spawnSync(process.execPath, ['-e', `require('net').createServer().listen(${JSON.stringify(join(root, '.lock'))}, () => process.kill(process.pid, 'SIGKILL'))`]);
    expect(holder.signal).toBe('SIGKILL');
    expect(readdirSync(root)).toContain('.lock');
    const lock = await lockDataDir(root);
    await lock.release();
  });
});
