import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promisify } from 'node:util';
import { BlockList, isIP } from 'node:net';
import { badRequest } from '../../http/errors';

/**
 * Where a webhook or an upload's `callbackUrl` may point (decision 026). A callback is a request
 * this server makes on a user's say-so: without these checks it could reach the database, a
 * cloud metadata endpoint or anything else inside the network (SSRF). A target must be https
 * (http only outside production) and every address its name resolves to must be public; the
 * same check runs again on the addresses actually connected to, so a name that resolves
 * elsewhere by the time of delivery (DNS rebinding) is refused then.
 */

export interface TargetPolicy {
  /** http as well as https: development and tests only. */
  allowHttp: boolean;
  /**
   * Private and loopback addresses too: only for tests that run their receiver on this machine
   * (WEBHOOK_ALLOW_PRIVATE_TARGETS, refused in production by the config).
   */
  allowPrivate: boolean;
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address. */
function mappedIpv4(address: string): string | undefined {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1];
}

export function isPublicAddress(address: string): boolean {
  const v4 = mappedIpv4(address);
  if (v4) return isPublicAddress(v4);
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const targetMessages = {
  invalid: 'Enter a valid URL',
  https: 'The URL must use https',
  credentials: 'The URL must not contain a user name or password',
  unresolved: "The URL's host name could not be resolved",
  private:
    'The URL points to a private, loopback or link-local address; webhooks can only reach public addresses',
} as const;

/** The URL, parsed, if its form is allowed (scheme, no credentials); a 400 otherwise. */
export function parseTarget(url: string, policy: TargetPolicy): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest(targetMessages.invalid);
  }
  const schemes = policy.allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(parsed.protocol)) throw badRequest(targetMessages.https);
  if (parsed.username || parsed.password) throw badRequest(targetMessages.credentials);
  return parsed;
}

const lookupAll = promisify(dnsLookup) as unknown as (
  host: string,
  options: { all: true },
) => Promise<LookupAddress[]>;

/** The bracket-less host of a URL (`[::1]` → `::1`). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Checks a target as saved or accepted: its form, then every address its name resolves to.
 * Throws a 400 that says what is wrong.
 */
export async function checkTarget(url: string, policy: TargetPolicy): Promise<URL> {
  const parsed = parseTarget(url, policy);
  if (policy.allowPrivate) return parsed;
  const host = hostOf(parsed);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookupAll(host, { all: true })).map((entry) => entry.address);
    } catch {
      throw badRequest(targetMessages.unresolved);
    }
  }
  if (addresses.length === 0) throw badRequest(targetMessages.unresolved);
  if (!addresses.every(isPublicAddress)) throw badRequest(targetMessages.private);
  return parsed;
}

/**
 * A `lookup` for http(s).request that refuses a private address at connection time: the check
 * holds for the address actually connected to, whatever the name resolved to earlier.
 */
export function guardedLookup(policy: TargetPolicy) {
  return (
    hostname: string,
    options: object,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, entries) => {
      if (error) return callback(error, []);
      const list = entries as LookupAddress[];
      if (!policy.allowPrivate && !list.every((entry) => isPublicAddress(entry.address)))
        return callback(new Error(targetMessages.private), []);
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new Error(targetMessages.unresolved), []);
      callback(null, first.address, first.family);
    });
  };
}
