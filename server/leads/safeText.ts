/**
 * Output guards for lead text shown outside the browser: in the operator's terminal (`npm run leads
 * -- list`) and in spreadsheets (the CSV export). Input validation refuses these characters in new
 * leads, but leads stored before that rule, and delivery errors quoted from other servers, may hold
 * them, so every output escapes them again.
 */

/**
 * Characters a terminal acts on instead of printing: C0 controls except newline and tab, DEL, C1
 * controls (U+0080–U+009F: U+009B is an 8-bit CSI on some terminals), the Unicode line/paragraph
 * separators, bidi embeddings/overrides/isolates (they reorder the rest of the line), and a CR that
 * does not end a line (it would let later text overwrite earlier text).
 */
const terminalControl =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\r(?!\n)/g;

const visibleEscape = (character: string) => {
  const code = character.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`
    : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
};

/** Text safe to print on a terminal: "\u001b[2J" becomes the visible "\x1B[2J"; newlines (LF, CRLF) and tabs stay. */
export function escapeForTerminal(text: string): string {
  return text.replace(terminalControl, visibleEscape);
}

/**
 * JSON for a terminal: JSON.stringify escapes C0 controls but writes C1 and bidi controls as they
 * are. Escaping them as \uXXXX keeps the JSON equal in meaning.
 */
export function escapeJsonForTerminal(json: string): string {
  return json.replace(
    /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A spreadsheet runs a cell that starts with = + - @ as a formula (and some strip leading blanks,
 * tabs, CR/LF or other controls first, or accept the full-width ＝ ＋ － ＠). Such a cell gets a
 * leading apostrophe, so "=HYPERLINK(…)" from a visitor is shown as text.
 */
export function defuseFormula(text: string): string {
  return /^[\s\u0000-\u001f\u007f-\u009f]*[=+\-@\uff1d\uff0b\uff0d\uff20]/.test(text) || /^[\t\r\n]/.test(text)
    ? `'${text}`
    : text;
}
