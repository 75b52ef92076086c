import { isIPv6 } from "node:net";

/**
 * The one key every per-address limit counts under (docs/decisions/0087): an IPv4 address as
 * it is, an IPv6 address's /64 (one household, phone or school network gets a whole /64 and
 * picks any address in it at will), an IPv4-mapped IPv6 address as its IPv4. Anything else
 * (no address known) as given.
 */
export function addressKey(address: string): string {
  const a = address.slice(0, 100).toLowerCase().split("%")[0];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (mapped) return mapped[1];
  if (!isIPv6(a)) return a;
  // Expanded to eight groups ("::" filled with zeros, a dotted IPv4 tail as two), the first four kept.
  const groups = (part: string) => (part ? part.split(":") : []).flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const [head, tail] = a.split("::");
  const front = groups(head);
  const full =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - groups(tail).length).fill("0"), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
