/**
 * The processes of the multi-instance test (multi-instance-test.ts): instances of the store as
 * `npm start` runs them, and nginx running deploy/nginx.conf in a directory of the test's own.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths.ts';

/** Debian installs nginx in /usr/sbin, which is not on an unprivileged user's PATH. */
export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execSync('command -v nginx', { encoding: 'utf8', shell: '/bin/sh' }).trim() || null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The instances

export interface Instance {
  port: number;
  child: ChildProcess | null;
  output: string;
}

export function spawnInstance(instance: Instance, env: Record<string, string>): Promise<void> {
  const child = spawn('sh', ['scripts/start.sh'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(instance.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  instance.child = child;
  child.stdout!.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
  return waitHealthy(instance);
}

async function waitHealthy(instance: Instance): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (instance.child?.exitCode !== null) {
      throw new Error(`instance ${instance.port} exited:\n${instance.output.slice(-3000)}`);
    }
    const up = await fetch(`http://127.0.0.1:${instance.port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance ${instance.port} did not start:\n${instance.output.slice(-3000)}`);
}

export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM') {
  const child = instance.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// nginx with the committed configuration

/** deploy/nginx.conf with the test's ports: fails loudly if the file no longer has their lines. */
export function siteConfig(nginxPort: number, ports: number[]): string {
  let site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const servers = site.match(/server 127\.0\.0\.1:500\d/g) ?? [];
  if (servers.length !== ports.length || !/listen 80;/.test(site)) {
    throw new Error(
      'deploy/nginx.conf no longer has `listen 80;` and three `server 127.0.0.1:500N` lines',
    );
  }
  ports.forEach((port, index) => {
    site = site.replace(`server 127.0.0.1:500${index + 1}`, `server 127.0.0.1:${port}`);
  });
  return site.replace('listen 80;', `listen 127.0.0.1:${nginxPort};`);
}

export async function startNginx(
  binary: string,
  dir: string,
  site: string,
): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  // Started as root (CI), nginx's workers run as an unprivileged user and buffer large bodies in
  // the temp paths: they must be able to reach them (nginx gives itself the last directory).
  chmodSync(path.dirname(dir), 0o755);
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'store.conf'), site);
  // What /etc/nginx/nginx.conf gives the site file, in a directory of the test's own; and the
  // instance that answered, for the test's eyes only.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  add_header X-Upstream $upstream_addr always;
  include ${dir}/store.conf;
}
`,
  );
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
