/**
 * Every built page is valid HTML by the W3C Nu validator (npm vnu-jar, run on the system Java): it
 * catches markup errors axe does not look for (an aria-label on an element that cannot take a name,
 * attributes not allowed where they are). Checks the build's HTML files as served, errors only.
 * It uses no browser, yet runs with the browser tests (in `npm test`, not `npm run test:quick`):
 * starting Java and validating every page takes longer than the quick loop can spare.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { siteDir } from '../server/site/buildOutput';

const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

test('vnu reports no error on any built page', async () => {
  // vnu exits non-zero when it finds errors: the report is in its output either way.
  const { stderr } = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'json', siteDir()],
    { maxBuffer: 32 * 1024 * 1024 },
  ).catch((error: { stderr?: string; code?: number }) => {
    if (typeof error.stderr !== 'string' || !error.stderr.startsWith('{')) throw error;
    return { stderr: error.stderr };
  });
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map(
      (message) =>
        `${decodeURI(message.url ?? '').replace(`file:${siteDir()}`, '')}:${message.lastLine} ${message.message}`,
    );
  expect(errors).toEqual([]);
}, 300_000);
