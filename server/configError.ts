/**
 * A bad setting: the server (or the build) stops with one plain message naming every bad variable,
 * never a stack trace, never a credential. main.ts prints the message alone and exits with status 1.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * A variable's value as a message may show it: the user and password of every URL in it replaced by
 * "***" ("redis://:secret@host" -> "redis://***@host"), and "user:password@host" without a scheme too.
 * A plain e-mail address (no ":" before its "@") is shown as it is.
 */
export function maskCredentials(value: string): string {
  return value.replace(/\/\/[^/?#\s]*@/g, '//***@').replace(/(^|[\s,])[^\s,/@:]*:[^\s,/@]*@/g, '$1***@');
}

/** One line of a configuration message: `  NAME must be …, got "value"` (the value masked; secrets never shown). */
export function problemLine(name: string, message: string, value: string | undefined, secret = false): string {
  if (value === undefined) return `  ${name} ${message}`;
  const shown = secret ? `a value of ${value.length} characters` : `"${maskCredentials(value)}"`;
  return `  ${name} ${message}, got ${shown}`;
}
