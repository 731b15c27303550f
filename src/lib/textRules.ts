/**
 * Character rules for what a visitor types into the lead forms. Browser-safe (no node imports): the
 * page checks with them before sending and the server enforces them.
 *
 * Why: lead fields end up in e-mail headers, in the operator's terminal (`npm run leads -- list`) and
 * in spreadsheets. A person never types a control character; an ESC sequence or a NUL in a name is an
 * attack on whatever displays it. Invisible characters (zero-width space, BOM, Hangul filler, …)
 * make a field look filled when it is not.
 */

/** What a field with a forbidden character is told (one message for all of them: it is never a person's typo). */
export const textRuleMessage = 'Remove the special or invisible characters from this field.';

/**
 * C0 controls (U+0000–U+001F), DEL (U+007F) and C1 controls (U+0080–U+009F, e.g. NEL U+0085 and the
 * 8-bit CSI U+009B), plus the Unicode line and paragraph separators.
 */
const controlCharacter = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The same, but tab and newline are allowed (free-text fields; CR is normalised to LF first). */
const controlCharacterExceptTabNewline = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Bidirectional embeddings, overrides and isolates: they reorder what follows them on screen, so a
 * name could be shown as something else than it is. (The plain marks U+200E/U+200F stay allowed.)
 */
const bidiControl = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Text that was not valid UTF-8 reaches us as U+FFFD (what decoders put in place of broken bytes), or
 * from JSON escapes as a lone surrogate. Neither is something a person typed. (A loop rather than a
 * regular expression with lookbehind, which older Safari cannot even parse.)
 */
function hasBrokenEncoding(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0xfffd) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/**
 * Characters that take no space on screen: zero-width space/joiners, word joiner and invisible
 * operators, BOM, soft hyphen, combining grapheme joiner, Mongolian vowel separator, Hangul fillers,
 * braille blank, and the plain bidi marks. Allowed inside text (emoji sequences use ZWJ), but a field
 * made only of them (and spaces) is empty.
 */
const invisibleCharacters =
  '\\u00ad\\u034f\\u115f\\u1160\\u180e\\u200b-\\u200f\\u2060-\\u2064\\u3164\\u2800\\ufeff\\uffa0';
// The class lists a combining mark (U+034F) as a character of its own, on purpose.
// eslint-disable-next-line no-misleading-character-class
const leadingOrTrailingBlank = new RegExp(`^[\\s${invisibleCharacters}]+|[\\s${invisibleCharacters}]+$`, 'g');

/**
 * What leaves no mark on screen by itself: white space, every default-ignorable code point of
 * Unicode (zero-width space and joiners, BOM, variation selectors, the tag characters U+E0000–E007F,
 * Hangul fillers, …), every format character (Cf: U+206A–206F, the musical-symbol formatting
 * characters U+1D173–1D17A, …) and the braille blank. Inside text they may belong (an emoji's ZWJ or
 * variation selector, a flag's tag characters); a value made only of them is empty.
 */
const noVisibleMark = /[\s\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]/gu;

/** True when the value shows nothing: only white space, default-ignorable and format characters. */
export function isBlank(value: string): boolean {
  return value.replace(noVisibleMark, '') === '';
}

/**
 * Trims whitespace and invisible characters from both ends: "\u200b Ada \u200b" -> "Ada"; a value
 * that shows nothing (isBlank) is "": "\u{E0041}\u{E0042}" -> "".
 */
export function trimInvisible(value: string): string {
  return isBlank(value) ? '' : value.replace(leadingOrTrailingBlank, '');
}

/** Free text as browsers send it (CRLF from a textarea in a form post) with line breaks as "\n". */
export function normalizeNewlines(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

/** True when a single-line field holds only characters a person can type and see (no line breaks, no controls). */
export function isCleanLine(value: string): boolean {
  return !controlCharacter.test(value) && !bidiControl.test(value) && !hasBrokenEncoding(value);
}

/** True when a free-text field holds only characters a person can type: tab and newline allowed, other controls not. */
export function isCleanText(value: string): boolean {
  return !controlCharacterExceptTabNewline.test(value) && !bidiControl.test(value) && !hasBrokenEncoding(value);
}
