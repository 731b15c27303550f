/**
 * Debian's nginx, run by a test or a benchmark with the shipped deploy/nginx.conf: the site block is
 * that file with only the lines it marks CHANGE replaced (loopback port, the build folder, the API's
 * address), wrapped in a minimal main config (no daemon, pid, logs and temp files under a temp dir,
 * the brotli_static module). So what is tested is what ships.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/freePort';

/** The shipped config, from the repository root (where npm scripts and jest run). */
export const shippedNginxConf = path.resolve(process.cwd(), 'deploy/nginx.conf');
const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxOptions {
  /** The build folder to serve (absolute). */
  root: string;
  /** The lead API's address as host:port, e.g. "127.0.0.1:41234". */
  api: string;
  /** Worker processes (default 1). */
  workers?: number;
  /** The loopback port to listen on (from freePort(), when the API must know the site's origin first). */
  port?: number;
}

export interface RunningNginx {
  baseUrl: string;
  /** The runnable copy of deploy/nginx.conf this nginx reads. */
  siteConf: string;
  stop: () => Promise<void>;
}

/** deploy/nginx.conf with its CHANGE lines set for this run; throws if one of them is not found. */
export function siteConfFor(shipped: string, values: { listen: string; root: string; api: string }): string {
  const replace = (text: string, pattern: RegExp, line: string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf: no line matching ${pattern}`);
    return text.replace(pattern, line);
  };
  let conf = replace(shipped, /^(\s*)listen [^;]+;.*$/m, `$1listen ${values.listen};`);
  conf = replace(conf, /^(\s*)root [^;]+;.*$/m, `$1root ${values.root};`);
  return replace(conf, /^(\s*)server 127\.0\.0\.1:8080;.*$/m, `$1server ${values.api};`);
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(nginxBinary))
    throw new Error(`nginx is not installed at ${nginxBinary} (Debian: apt-get install nginx; .ci/run does it)`);
  if (!existsSync(brotliModule))
    throw new Error(`${brotliModule} is missing (Debian: apt-get install libnginx-mod-http-brotli-static)`);
  // A port probed free can be taken before nginx binds it (other tests run at the same time): retry.
  if (options.port) return startOnce(options, options.port);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options, await freePort());
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

async function startOnce(options: NginxOptions, port: number): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  const siteConf = path.join(dir, 'site.conf');
  writeFileSync(
    siteConf,
    siteConfFor(readFileSync(shippedNginxConf, 'utf8'), {
      listen: `127.0.0.1:${port}`,
      root: options.root,
      api: options.api,
    }),
  );
  const mainConf = path.join(dir, 'nginx.conf');
  writeFileSync(
    mainConf,
    [
      `load_module ${brotliModule};`,
      // As root, workers would drop to "nobody", who may not read the build or the temp dir.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      'master_process on;',
      `worker_processes ${options.workers ?? 1};`,
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      `  include ${siteConf};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(nginxBinary, ['-c', mainConf, '-p', dir, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  // Ready when it answers; gone if it exited (a bad config, the port taken).
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : '';
      await stop();
      throw new Error(`nginx exited (${child.exitCode}): ${stderr}${log}`);
    }
    try {
      await fetch(`${baseUrl}/robots.txt`);
      return { baseUrl, siteConf, stop };
    } catch {
      if (Date.now() - started > 10_000) {
        await stop();
        throw new Error(`nginx did not answer on ${baseUrl} within 10 s: ${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
