/**
 * The security headers deploy/nginx.conf sends by address, through a `map $uri $<variable>` each (an
 * `add_header` in a location would drop every header of the server block there): the pages' value as
 * the map's `default`, the editor's on its `~^/admin(/|$)` line, none on `~^/api/cms/` (the sign-in
 * relay's own pass through). Read by `npm run nginx:conf` and its test.
 */

/** Header name -> the nginx variable its map sets. */
export const nginxHeaderMaps: Readonly<Record<string, string>> = {
  'Content-Security-Policy': 'blackland_csp',
  'Cross-Origin-Opener-Policy': 'blackland_coop',
  'Referrer-Policy': 'blackland_referrer_policy',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The line of map `variable` for `key` ("default", "~^/admin(/|$)"): group 1 is everything before
 * its quoted value, group 2 the ";" after it.
 */
export function nginxMapLine(variable: string, key: string): RegExp {
  return new RegExp(`(map \\$uri \\$${escapeRegExp(variable)} \\{[^}]*?\\n\\s*${escapeRegExp(key)}\\s+)"[^"]*"(;)`);
}
