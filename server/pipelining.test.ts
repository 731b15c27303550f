/**
 * One client pipelining requests it never reads must not exhaust the server. The attack as it was
 * found: 20 sockets from one address, each writing 1,000 pipelined `GET /contact` (about 60 KB) at
 * once and reading nothing. The server runs as `npm start` runs it (server/main.ts, in its own
 * process, lead API on) so its memory is measured alone (VmRSS), and another address keeps asking.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultConnectionLimits } from './connectionLimits';
import { fixtureHtmlFiles } from './leads/test/fixtures';

const SOCKETS = 20;
const PIPELINED = 1_000;
const MAX_GROWTH_MB = 50;
const MAX_ANSWER_MS = 100;

let dir: string;
let server: ChildProcess;
let port: number;

/** The server's resident memory in MB, as the operating system counts it. */
function serverRssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** Time for a client at another loopback address (another visitor) to get a whole page, in ms. */
function otherClientMs(): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/contact',
        localAddress: '127.0.0.2',
        agent: false,
        headers: { accept: 'text/html' },
      },
      (res) => {
        expect(res.statusCode).toBe(200);
        res.resume();
        res.on('end', () => resolve(performance.now() - started));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pipelining-'));
  const distDir = path.join(dir, 'dist');
  const pages = fixtureHtmlFiles();
  // As heavy as the built contact page (about 52 KB), so each unread answer weighs what it would in production.
  pages['contact/index.html'] = pages['contact/index.html']!.replace(
    '</main>',
    `<p>${'Fences, gates and landscaping across Dallas-Fort Worth. '.repeat(900)}</p></main>`,
  );
  pages['robots.txt'] = 'User-agent: *\n';
  for (const [file, content] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), content);
  }
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      OUT_DIR: distDir,
      LEADS_DB_PATH: path.join(dir, 'leads.db'),
      LEAD_TOKEN_SECRET: 'pipelining-test-secret-of-32-characters',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (listening) resolve(Number(listening[1]));
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  server.stdout!.resume();
}, 30_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dir, { recursive: true, force: true });
});

it('keeps the in-flight bound small: browsers never pipeline, so one socket needs one answer at a time', () => {
  expect(defaultConnectionLimits.maxPipelinedRequests).toBeGreaterThanOrEqual(1);
  expect(defaultConnectionLimits.maxPipelinedRequests).toBeLessThanOrEqual(8);
});

it(`${SOCKETS} sockets of ${PIPELINED} unread pipelined requests: memory stays bounded, others are answered`, async () => {
  // Warm up (code paths, page templates, the allocator), then take the baseline.
  for (let i = 0; i < 20; i += 1) await otherClientMs();
  await sleep(200);
  const baseline = serverRssMb();

  const requests = `GET /contact HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n\r\n`.repeat(PIPELINED);
  const attackers = Array.from({ length: SOCKETS }, () => {
    const socket = connect(port, '127.0.0.1');
    socket.pause(); // reads no answer
    socket.on('error', () => {});
    socket.write(requests);
    return socket;
  });

  // From the moment the requests are out, another visitor keeps asking for the page.
  const during: { rssMb: number; answerMs: number }[] = [];
  for (let i = 0; i < 12; i += 1) {
    during.push({ answerMs: await otherClientMs(), rssMb: serverRssMb() });
    await sleep(150);
  }

  // Now read: a socket the server closed at the bound yields a few answers at most, then its end.
  const read = await Promise.all(
    attackers.map(
      (socket) =>
        new Promise<{ answers: number; closed: boolean }>((resolve) => {
          let received = '';
          const give = setTimeout(() => resolve({ answers: count(received), closed: false }), 3_000);
          const count = (text: string) => text.split('HTTP/1.1 200').length - 1;
          socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
          socket.on('close', () => {
            clearTimeout(give);
            resolve({ answers: count(received), closed: true });
          });
          socket.resume();
        }),
    ),
  );
  for (const socket of attackers) socket.destroy();

  await sleep(500);
  const after: { rssMb: number; answerMs: number }[] = [];
  for (let i = 0; i < 6; i += 1) {
    after.push({ answerMs: await otherClientMs(), rssMb: serverRssMb() });
    await sleep(150);
  }

  const summary = (samples: { rssMb: number; answerMs: number }[]) => {
    const times = samples.map((s) => s.answerMs).sort((a, b) => a - b);
    return {
      growthMb: Math.round(Math.max(...samples.map((s) => s.rssMb)) - baseline),
      medianMs: Math.round(times[Math.floor(times.length / 2)]!),
      slowestMs: Math.round(times[times.length - 1]!),
    };
  };
  for (const phase of [summary(during), summary(after)]) {
    expect(phase.growthMb).toBeLessThan(MAX_GROWTH_MB);
    // The median: this 2-core machine is shared (the browser tests run beside this one), and a single
    // request can wait a few hundred ms on the scheduler with no attack at all (one waited 3.7 s in a run
    // beside other test suites, while the median held). Without the bound, the attack kept every
    // visitor waiting over 20 s.
    expect(phase.medianMs).toBeLessThan(MAX_ANSWER_MS);
    expect(phase.slowestMs).toBeLessThan(5_000);
  }
  for (const socket of read) {
    expect(socket.closed).toBe(true);
    expect(socket.answers).toBeLessThanOrEqual(defaultConnectionLimits.maxPipelinedRequests);
  }
}, 60_000);

/** Writes `raw` on a new socket, reads nothing for `waitMs`, then reads for a second; resolves with what came and whether it closed. */
function exchange(raw: string, waitMs: number): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    socket.pause();
    socket.on('error', () => {});
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('close', () => (closed = true));
    socket.write(raw);
    setTimeout(() => {
      socket.resume();
      setTimeout(() => {
        socket.destroy();
        resolve({ text, closed });
      }, 1_000);
    }, waitMs);
  });
}

it('answers a pipelining client that stays within the bound, every request, on the same socket', async () => {
  const max = defaultConnectionLimits.maxPipelinedRequests;
  // Padded so the requests span several of the parser's slices, and unread for a while so Node pauses
  // the socket in between: every request must still be answered once.
  const pad = 'x'.repeat(1_500);
  const requests = Array.from(
    { length: max },
    (_, i) => `GET /contact?n=${i} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nX-Pad: ${pad}\r\n\r\n`,
  ).join('');
  const { text, closed } = await exchange(requests, 300);
  expect(text.split('HTTP/1.1 200 OK').length - 1).toBe(max);
  expect(text.split('</html>').length - 1).toBe(max);
  expect(closed).toBe(false);
});

it('reads a lead post whose body spans many slices (32 KB)', async () => {
  const body = JSON.stringify({ kind: 'contact', message: 'a'.repeat(31_000) });
  const { text } = await exchange(
    `POST /api/leads HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    0,
  );
  // Parsed whole and judged by the schema: a 422 with field errors, not a timeout or a parse error.
  expect(text).toMatch(/^HTTP\/1\.1 422/);
  expect(text).toContain('"errors"');
});
