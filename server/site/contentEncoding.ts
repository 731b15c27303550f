/**
 * Which of the build's encodings (the .br and .gz it wrote next to each text file) an answer is sent
 * in, by the rules of RFC 9110 §12.5.3: a coding the request lists with q=0 is refused even when "*"
 * accepts everything else (`br;q=0, *` never gets Brotli); a coding not listed takes the q of "*", or
 * is not acceptable without one; among the acceptable ones the highest q wins, Brotli before gzip on a
 * tie; with none, the file as it is (identity). No Accept-Encoding: the file as it is.
 *
 * The server decides once per request (buildServer.ts) and writes its choice back into the request's
 * Accept-Encoding, so the pages (htmlFiles.ts), the static files and the 404 page, which each
 * negotiate on that header, all send what the client accepts.
 */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The build's encodings, in the server's order of preference. */
const compressed = ['br', 'gzip'] as const;

/** The q of each coding the header lists ("gzip;q=0.5, br" -> gzip 0.5, br 1); malformed entries are skipped. */
function qualities(header: string): Map<string, number> {
  const listed = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (name === '') continue;
    let q = 1;
    for (const parameter of parameters) {
      const match = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i.exec(parameter);
      if (/^q=/i.test(parameter)) q = match ? Number(match[1]) : Number.NaN;
    }
    if (!Number.isNaN(q)) listed.set(name.toLowerCase(), q);
  }
  return listed;
}

export function negotiateCoding(header: string | undefined): ContentCoding {
  if (header === undefined || header.trim() === '') return 'identity';
  const listed = qualities(header);
  const any = listed.get('*');
  let best: ContentCoding = 'identity';
  let bestQ = 0;
  for (const coding of compressed) {
    // "x-gzip" is gzip (RFC 9110 §8.4.1.3).
    const q = listed.get(coding) ?? (coding === 'gzip' ? listed.get('x-gzip') : undefined) ?? any ?? 0;
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  return best;
}
