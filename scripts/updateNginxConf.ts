/**
 * `npm run nginx:conf`: writes the site's current security headers into deploy/nginx.conf (the
 * Content-Security-Policy carries the hash of the page's inline loader, so it changes when the loader
 * does). A header that differs by address is a `map $uri` (nginxHeaderMaps): its `default` line gets the
 * pages' value and its `/admin` line, if any, the editor's; the others are `add_header` lines. The
 * other lines of the file are left as they are; scripts/deployConfig.test.ts fails while the file and
 * server/security.ts disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { adminSecurityHeaders, cspHeaderValue, staticSecurityHeaders } from '../server/security';
import { nginxHeaderMaps, nginxMapLine } from './nginxHeaderMaps';
import { shippedNginxConf } from './startNginx';

let conf = readFileSync(shippedNginxConf, 'utf8');
const set = (line: RegExp, value: string, what: string) => {
  if (!line.test(conf)) throw new Error(`deploy/nginx.conf has no ${what}`);
  conf = conf.replace(line, (_match, start: string, end: string) => `${start}"${value}"${end}`);
};

const pages: Record<string, string> = { 'Content-Security-Policy': cspHeaderValue(), ...staticSecurityHeaders };
for (const [name, value] of Object.entries(pages)) {
  const map = nginxHeaderMaps[name];
  if (!map) {
    set(
      new RegExp(`^(\\s*add_header ${name} )"[^"]*"( always;)$`, 'm'),
      value,
      `"add_header ${name} ... always;" line`,
    );
    continue;
  }
  set(nginxMapLine(map, 'default'), value, `default line in its $${map} map`);
  if (adminSecurityHeaders[name] !== value)
    set(nginxMapLine(map, '~^/admin(/|$)'), adminSecurityHeaders[name]!, `/admin line in its $${map} map`);
}
writeFileSync(shippedNginxConf, conf);
console.log(`nginx:conf: security headers written into ${shippedNginxConf}`);
