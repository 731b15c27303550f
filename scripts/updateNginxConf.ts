/**
 * `npm run nginx:conf`: writes the site's current security headers into deploy/nginx.conf (the
 * Content-Security-Policy carries the hash of the page's inline loader, so it changes when the loader
 * does). The other lines of the file are left as they are; scripts/deployConfig.test.ts fails
 * while the file and server/security.ts disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cspHeaderValue, staticSecurityHeaders } from '../server/security';
import { shippedNginxConf } from './startNginx';

let conf = readFileSync(shippedNginxConf, 'utf8');
for (const [name, value] of Object.entries({ 'Content-Security-Policy': cspHeaderValue(), ...staticSecurityHeaders })) {
  const line = new RegExp(`^(\\s*)add_header ${name} "[^"]*" always;$`, 'm');
  if (!line.test(conf)) throw new Error(`deploy/nginx.conf has no "add_header ${name} ... always;" line`);
  conf = conf.replace(line, `$1add_header ${name} "${value}" always;`);
}
writeFileSync(shippedNginxConf, conf);
console.log(`nginx:conf: security headers written into ${shippedNginxConf}`);
