import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxSmsSender, recentOutboxMessages, smsOutboxDirectory } from './sms-outbox.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sms-outbox-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function logger() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const log = {
    info: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
  };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe('the development outbox', () => {
  it('lies beside the emails’ outbox in the data directory', () => {
    expect(smsOutboxDirectory('/srv/store/data')).toBe('/srv/store/data/sms-outbox');
  });

  it('writes each message as a file (creating the folder) and says where in one log line', async () => {
    const { lines, log } = logger();
    const directory = smsOutboxDirectory(dataDir);
    const sender = new OutboxSmsSender(directory, log, () => new Date('2026-11-26T09:15:00.000Z'));
    const outcome = await sender.send({
      to: '+966551234567',
      text: 'رمز الدخول: 482913',
      reference: 'signin-1',
    });
    expect(outcome.sent).toBe(true);
    const file = outcome.sent ? outcome.messageId : '';
    expect(file).toMatch(/^2026-11-26T09-15-00-000Z-signin-1-[0-9a-f]{6}\.json$/);
    expect(JSON.parse(await readFile(path.join(directory, file), 'utf8'))).toEqual({
      file,
      at: '2026-11-26T09:15:00.000Z',
      to: '+966551234567',
      text: 'رمز الدخول: 482913',
      reference: 'signin-1',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toContain(path.join(directory, file));
    // The text (a sign-in code) stays in the file, never in the log.
    expect(lines[0]?.fields).toMatchObject({ reference: 'signin-1' });
    expect(JSON.stringify(lines[0])).not.toContain('482913');
  });

  it('lists the latest messages newest first, at most the limit, passing over files not its own', async () => {
    const directory = smsOutboxDirectory(dataDir);
    let minute = 0;
    const sender = new OutboxSmsSender(
      directory,
      undefined,
      () => new Date(Date.UTC(2026, 10, 26, 9, minute++)),
    );
    for (const reference of ['first', 'second', 'third']) {
      await sender.send({ to: '+966551234567', text: `code for ${reference}`, reference });
    }
    await writeFile(path.join(directory, '9999-not-a-message.json'), '{"hello":');
    await writeFile(path.join(directory, 'notes.txt'), 'not json');

    const recent = await recentOutboxMessages(directory, 2);
    expect(recent.map((message) => message.reference)).toEqual(['third', 'second']);
    expect(await recentOutboxMessages(path.join(dataDir, 'missing'))).toEqual([]);
  });

  it('refuses what is not a Saudi mobile in E.164: a bug of the caller, nothing written', async () => {
    const directory = smsOutboxDirectory(dataDir);
    await expect(
      new OutboxSmsSender(directory).send({ to: '0551234567', text: 'x', reference: 'r' }),
    ).rejects.toThrow(/\+9665/);
    expect(await recentOutboxMessages(directory)).toEqual([]);
  });
});
