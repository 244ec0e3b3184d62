import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { resolveJwtSecret } from './jwt-secret.ts';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'store-secret-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the access-token secret', () => {
  it('is generated once into DATA_DIR, readable by the owner only, and reused', () => {
    const first = resolveJwtSecret({ jwtSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret({ jwtSecret: undefined, dataDir })).toBe(first);
    expect(readFileSync(file, 'utf8')).toBe(first);
  });

  it('comes from JWT_SECRET when set, and then nothing is written', () => {
    const secret = 's'.repeat(40);
    expect(resolveJwtSecret({ jwtSecret: secret, dataDir })).toBe(secret);
    expect(() => statSync(path.join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('refuses a damaged secret file with a readable message', () => {
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'short', { mode: 0o600 });
    expect(() => resolveJwtSecret({ jwtSecret: undefined, dataDir })).toThrow(
      /holds no usable secret/,
    );
  });

  it('is validated by the configuration: JWT_SECRET needs 32 characters', () => {
    expect(loadConfig({ JWT_SECRET: 'k'.repeat(32) }, null).jwtSecret).toBe('k'.repeat(32));
    expect(loadConfig({}, null).jwtSecret).toBeUndefined();
    expect(() => loadConfig({ JWT_SECRET: 'too short' }, null)).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'too short' }, null)).toThrow(
      'JWT_SECRET must be at least 32 characters',
    );
  });
});
