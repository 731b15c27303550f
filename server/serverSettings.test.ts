/**
 * The server's own variables (server/serverSettings.ts): each bad one is named, none falls back to
 * a default in its place.
 */
import { readServerSettings, secretServerVariables } from './serverSettings';

describe('PORT, HOST, TRUST_PROXY and LOG_REQUESTS', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '-1'],
    ['PORT', '65536'],
    ['PORT', '80.5'],
    ['PORT', '0x50'],
    ['HOST', 'garbage'],
    ['HOST', 'http://0.0.0.0'],
    ['TRUST_PROXY', 'garbage'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.2, proxy.internal'],
    ['TRUST_PROXY', 'yes'],
    ['LOG_REQUESTS', 'true'],
  ])('refuses %s=%j', (name, value) => {
    const { problems } = readServerSettings({ [name]: value });
    expect(problems.map((problem) => problem.name)).toEqual([name]);
  });

  it.each([
    ['PORT', '3000'],
    ['HOST', '127.0.0.1'],
    ['HOST', '::'],
    ['HOST', 'localhost'],
    ['TRUST_PROXY', '1'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.2, 10.1.0.0/16, loopback, fd00::/8'],
    ['LOG_REQUESTS', '1'],
  ])('accepts %s=%j', (name, value) => expect(readServerSettings({ [name]: value }).problems).toEqual([]));

  it('names every bad variable at once', () => {
    const { problems } = readServerSettings({ PORT: 'abc', HOST: 'garbage', TRUST_PROXY: 'garbage' });
    expect(problems.map((problem) => problem.name)).toEqual(['PORT', 'HOST', 'TRUST_PROXY']);
  });

  it('defaults to 0.0.0.0:8080, no proxy, no request log', () =>
    expect(readServerSettings({}).settings).toEqual({
      port: 8080,
      host: '0.0.0.0',
      trustProxy: false,
      logRequests: false,
      cmsGithub: null,
    }));
});

describe("the editor's sign-in relay: CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET", () => {
  const id = 'Ov23liAbCdEfGhIjKlMn';
  const secret = '0123456789abcdef0123456789abcdef01234567';

  it('both set: the relay is on', () =>
    expect(
      readServerSettings({ CMS_GITHUB_CLIENT_ID: id, CMS_GITHUB_CLIENT_SECRET: ` ${secret} ` }).settings.cmsGithub,
    ).toEqual({
      clientId: id,
      clientSecret: secret,
    }));

  it('neither: off, and no problem', () => {
    const { settings, problems } = readServerSettings({ CMS_GITHUB_CLIENT_ID: ' ', CMS_GITHUB_CLIENT_SECRET: '' });
    expect(problems).toEqual([]);
    expect(settings.cmsGithub).toBeNull();
  });

  it.each([
    [{ CMS_GITHUB_CLIENT_ID: id }, 'CMS_GITHUB_CLIENT_SECRET', /both, or neither/],
    [{ CMS_GITHUB_CLIENT_SECRET: secret }, 'CMS_GITHUB_CLIENT_ID', /both, or neither/],
    [
      { CMS_GITHUB_CLIENT_ID: 'https://github.com/settings/applications/1', CMS_GITHUB_CLIENT_SECRET: secret },
      'CMS_GITHUB_CLIENT_ID',
      /Client ID/,
    ],
    [
      { CMS_GITHUB_CLIENT_ID: id, CMS_GITHUB_CLIENT_SECRET: 'my secret' },
      'CMS_GITHUB_CLIENT_SECRET',
      /40 hexadecimal digits/,
    ],
  ])('%j is refused, naming %s', (env, name, message) => {
    const { settings, problems } = readServerSettings(env);
    expect(problems).toEqual([{ name, message: expect.stringMatching(message) }]);
    expect(settings.cmsGithub).toBeNull();
  });

  it('the secret is one of the variables a message never shows', () =>
    expect(secretServerVariables.has('CMS_GITHUB_CLIENT_SECRET')).toBe(true));
});
