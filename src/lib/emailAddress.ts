/**
 * Whether a visitor's e-mail address is one a mail server would take, by the rules mail servers
 * follow. Browser-safe (no node imports): the page checks with it before sending and the server
 * enforces it (src/lib/leadSchema.ts).
 *
 * Accepted: `local@domain`, split at the last "@".
 * - The local part is a dot-atom (RFC 5322: letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -,
 *   dots between them, never first, last or doubled) in which any non-ASCII letter may also appear
 *   (SMTPUTF8, RFC 6531/6532: "josé"), at most 64 bytes of UTF-8. Quoted local parts ("a b"@x) are
 *   refused: no form visitor has one, and they carry spaces and quotes into the e-mail's headers.
 * - The domain is a host name of two labels or more, internationalized ones included ("bücher.de"):
 *   it is converted to its ASCII form (IDNA, UTS #46, as `url.domainToASCII` and the browsers' URL
 *   parser do), then every label must be 1 to 63 letters, digits or hyphens, not starting or ending
 *   with a hyphen, the whole at most 253 characters, and the last label not all digits (so no IP
 *   address, literal or not).
 */

/** atext of RFC 5322, plus every non-ASCII character that is not a space, a control or a format character. */
const localAtom = /^(?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]|[^\p{ASCII}\p{Z}\p{C}])$/u;

const MAX_LOCAL_BYTES = 64;
const MAX_DOMAIN_LENGTH = 253;

function isLocalPart(local: string): boolean {
  if (local === '' || new TextEncoder().encode(local).length > MAX_LOCAL_BYTES) return false;
  return local.split('.').every((atom) => atom !== '' && [...atom].every((char) => localAtom.test(char)));
}

/** The domain in ASCII ("xn--bcher-kva.de"), or null when it is not a host name at all. */
function asciiDomain(domain: string): string | null {
  // Characters the URL parser would read as something else than a host (or an IPv6 literal).
  if (domain === '' || /[\s/?#@:[\]\\%]/u.test(domain)) return null;
  if (!URL.canParse(`http://${domain}/`)) return null;
  return new URL(`http://${domain}/`).hostname;
}

function isDomain(domain: string): boolean {
  const ascii = asciiDomain(domain);
  if (ascii === null || ascii.length > MAX_DOMAIN_LENGTH) return false;
  const labels = ascii.split('.');
  if (labels.length < 2 || /^\d+$/.test(labels[labels.length - 1]!)) return false;
  return labels.every((label) => /^[a-z0-9-]{1,63}$/.test(label) && !label.startsWith('-') && !label.endsWith('-'));
}

/** True for an address a mail server would take (rules above). */
export function isEmailAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  return isLocalPart(address.slice(0, at)) && isDomain(address.slice(at + 1));
}
