import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Where a webhook may be sent (docs/operations.md, "Webhooks"): the URL must be https (http only
 * when the deployment allows it) and its host must resolve to public addresses only. Loopback,
 * private, link-local (the cloud metadata service at 169.254.169.254 among them), shared
 * (carrier-grade NAT), unspecified, multicast and reserved ranges are refused, in IPv4, in IPv6
 * and in IPv6 forms that carry an IPv4 address. Checked when a webhook is saved and again before
 * each delivery, which then connects to the address checked (a name that resolves elsewhere
 * between the two changes nothing).
 */

/** A resolver: a host name's addresses (tests pass a stub; the server asks the system's DNS). */
export type Resolve = (host: string) => Promise<string[]>;

export const systemResolve: Resolve = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export interface AddressPolicy {
  /** http:// as well as https:// (WEBHOOKS_ALLOW_HTTP). */
  allowHttp: boolean;
  /** Loopback and private addresses too (WEBHOOKS_ALLOW_PRIVATE: tests and closed networks). */
  allowPrivate: boolean;
  resolve: Resolve;
}

export type AddressRefusal = "webhook_url_not_https" | "webhook_url_not_public" | "webhook_url_unresolved";

/** A URL that passed: where to connect (the first address checked) and the URL itself. */
export interface SafeTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // shared address space (carrier-grade NAT)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  notPublic.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  notPublic.addSubnet(network, prefix, "ipv6");

/** The IPv4 address an IPv6 one carries (IPv4-mapped, IPv4-compatible, NAT64), if it does. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1] as string, 16);
  const low = Number.parseInt(hex[2] as string, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether an address (IPv4 or IPv6, literal) is one a webhook may be sent to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, "ipv4");
  if (family !== 6) return false;
  const ipv4 = embeddedIpv4(address);
  if (ipv4 !== undefined) return isPublicAddress(ipv4);
  return !notPublic.check(address, "ipv6");
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Checks a webhook URL and answers where to connect, or why not. Every address the host resolves
 * to must be public (one private among them would let a name alternate between the two).
 */
export async function checkWebhookUrl(
  raw: string,
  policy: AddressPolicy,
): Promise<SafeTarget | { refusal: AddressRefusal }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { refusal: "webhook_url_unresolved" };
  }
  const httpOk = url.protocol === "http:" && policy.allowHttp;
  if (url.protocol !== "https:" && !httpOk) return { refusal: "webhook_url_not_https" };
  const host = hostOf(url);
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      addresses = [];
    }
  }
  if (addresses.length === 0) return { refusal: "webhook_url_unresolved" };
  if (!policy.allowPrivate && !addresses.every(isPublicAddress)) return { refusal: "webhook_url_not_public" };
  const address = addresses[0] as string;
  return { url, address, family: isIP(address) === 6 ? 6 : 4 };
}
