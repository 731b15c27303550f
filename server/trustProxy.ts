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
