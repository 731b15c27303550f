/**
 * The owner's words for the server's answers (content/messages.json, its schema `messagesFile` in
 * src/content/schemas/messages.ts): read once when the server starts, with the business's placeholders
 * filled. The build has already checked the file (scripts/contentCheck.ts), so a mistake here means it
 * changed since: the server refuses to start, naming the file, rather than answer with broken words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messagesFile, type MessagesFile } from '../src/content/schemas/messages';

export { fillOwn } from '../src/content/schemas/messages';

/** Where the file is, from the project's root. */
export const MESSAGES_FILE = 'content/messages.json';

/** The words of content/messages.json (under `root`) as the server says them. */
export function readMessages(root = '.'): MessagesFile {
  const result = messagesFile.safeParse(JSON.parse(readFileSync(path.join(root, MESSAGES_FILE), 'utf8')));
  if (!result.success)
    throw new Error(
      `${MESSAGES_FILE} has mistakes: run npm run build:content to see what to write (${result.error.message})`,
    );
  return result.data;
}

/** The server's words, from the project's root. */
export const words: MessagesFile = readMessages();
