/**
 * TRUST_PROXY: whom to believe about the client's address. Behind a reverse proxy every socket comes
 * from the proxy, so the client IP (for the lead rate limit) must come from X-Forwarded-For. But that
 * header is written by the client first and only appended to by each proxy: believing all of it (`true`)
 * lets anyone rotate a fake address per request and escape the rate limit. Trust only the proxy:
 *
 *   unset / "false"    direct connections (default): X-Forwarded-For is ignored
 *   "1" (a hop count)  that many proxies in front; the client is the address the outermost proxy saw.
 *                      Only honoured when the socket comes from a private or loopback address, so a
 *                      client reaching the server directly cannot claim to be a proxy.
 *   "10.0.0.2,loopback" the proxies' addresses or CIDRs (or proxy-addr's names loopback, linklocal,
 *                      uniquelocal): the most precise choice
 *   "true"             every hop is believed: only when nothing but the proxy can reach the server.
 *                      The server warns at start-up.
 */
import { BlockList, isIP } from 'node:net';

export type TrustProxySetting = boolean | string | ((address: string, hop: number) => boolean);

const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv6');

/** Loopback, private (RFC 1918 / ULA) or link-local, IPv4-mapped IPv6 included. */
export function isPrivateAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(plain);
  return family !== 0 && privateNetworks.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** Trusts the socket peer (when private) and the next hops-1 forwarders, no further. */
export function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (address, hop) => hop < hops && (hop > 0 || isPrivateAddress(address));
}

/** proxy-addr's names for address ranges (Fastify passes TRUST_PROXY to it), as networks. */
const namedRanges: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/**
 * Whether a socket's peer is one of the proxies the setting trusts: its sockets carry many clients,
 * so the per-address socket cap (connectionLimits.ts) does not apply to it, and the proxy bounds each
 * client itself (deploy/nginx.conf's limit_conn). Everyone else, a client reaching the server
 * directly included, keeps the cap. `true` cannot tell a proxy from a client, so it counts only
 * private and loopback peers as proxies: a public address is capped like any client.
 */
export function trustedProxyPeer(setting: TrustProxySetting): (address: string) => boolean {
  if (setting === false) return () => false;
  if (setting === true) return isPrivateAddress;
  if (typeof setting === 'function') return (address) => setting(address, 0);
  const proxies = new BlockList();
  for (const item of setting.split(',').map((part) => part.trim())) {
    for (const [network, prefix, family] of namedRanges[item] ?? []) proxies.addSubnet(network, prefix, family);
    const [address = '', prefix] = item.split('/');
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(plain);
    return family !== 0 && proxies.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return trustHops(Number(text));
  return text;
}

/** The start-up warning for a setting that lets clients choose their own address, or null. */
export function trustProxyWarning(value: string | undefined): string | null {
  return value?.trim() === 'true'
    ? 'TRUST_PROXY=true believes every X-Forwarded-For hop: a client that can reach this server directly, or sends its own X-Forwarded-For through the proxy, picks its own IP and escapes the lead rate limit. Set the number of proxies (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.2) instead; see docs/leads.md.'
    : null;
}
