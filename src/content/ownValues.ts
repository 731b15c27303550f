/**
 * A message's own values: words the owner writes with a name in braces that only the moment of
 * saying them knows ("Your reference is {reference}."), filled by the code that says them. The
 * business's placeholders ("{phone}") are filled earlier, when the words are read
 * (schemas/messages.ts, `messageText`), so what is left in braces is a message's own. Plain code,
 * no zod: the page's script fills them too.
 */

/** `words` with its own values filled ("{reference}" → "BK-7KQ2-M9XD"); a name not given stays as written. */
export const fillOwn = (words: string, values: Record<string, string>): string =>
  words.replace(/\{([^{}\s]*)\}/g, (written, name: string) => values[name] ?? written);
