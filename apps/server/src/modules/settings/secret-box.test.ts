import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SecretBox, resolveSecretKey } from './secret-box.ts';

describe('SecretBox', () => {
  it('opens what it sealed, and the sealed form does not contain the secret', () => {
    const box = new SecretBox('k'.repeat(40));
    const sealed = box.seal('EKx-paypal-secret');
    expect(JSON.stringify(sealed)).not.toContain('EKx-paypal-secret');
    expect(box.open(sealed)).toBe('EKx-paypal-secret');
  });

  it('seals the same secret differently each time', () => {
    const box = new SecretBox('k'.repeat(40));
    expect(box.seal('same').ciphertext).not.toBe(box.seal('same').ciphertext);
  });

  it('refuses another key and altered data', () => {
    const sealed = new SecretBox('a'.repeat(40)).seal('secret');
    expect(() => new SecretBox('b'.repeat(40)).open(sealed)).toThrow();
    const altered = { ...sealed, ciphertext: Buffer.from('xxxxxx').toString('base64') };
    expect(() => new SecretBox('a'.repeat(40)).open(altered)).toThrow();
  });
});

describe('resolveSecretKey', () => {
  it('uses SECRET_KEY when set', () => {
    expect(resolveSecretKey({ secretKey: 'configured-key', dataDir: '/nonexistent' })).toBe(
      'configured-key',
    );
  });

  it('generates one key into DATA_DIR, owner-only, and reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'secret-key-'));
    const first = resolveSecretKey({ secretKey: undefined, dataDir });
    expect(resolveSecretKey({ secretKey: undefined, dataDir })).toBe(first);
    const file = path.join(dataDir, 'secret-key');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
