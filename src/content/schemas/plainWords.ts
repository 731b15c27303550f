/**
 * zod's messages in words the owner can act on, for every check a schema does not word itself: what
 * to write instead ("Enter a number, like 12"), never what the parser expected ("expected number,
 * received string"). A schema's own message (`z.number({ error: 'Enter the price as a number, like 38' })`)
 * wins over these, so a field that knows better says so itself.
 *
 * Pass it where content is parsed: `schema.safeParse(value, { error: plainWords, reportInput: true })`
 * (scripts/contentCheck.ts). Node only, like every zod import: pages import schemas as types alone.
 */
import type { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

/** What a value of zod's `expected` type looks like, as the owner would write it. */
const kindOf: Record<string, string> = {
  string: 'some text, in quotes',
  number: 'a number, like 12',
  int: 'a whole number, like 12',
  boolean: 'true or false',
  array: 'a list, in [ ]',
  object: 'a group of fields, in { }',
  null: 'null',
  function: 'a function',
};

const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** "1 item" or "3 items". */
const count = (n: number | bigint, noun: string) => `${n} ${noun}${Number(n) === 1 ? '' : 's'}`;

/** The field names an object schema knows, for "check the spelling". */
function knownFields(issue: RawIssue): string[] {
  const def = (issue.inst as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return def?.shape ? Object.keys(def.shape) : [];
}

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const { minimum, origin } = issue;
  if (origin === 'string')
    return Number(minimum) <= 1 ? 'This cannot be empty: write the text' : `Write at least ${minimum} characters`;
  if (origin === 'array' || origin === 'set')
    return issue.exact ? `List exactly ${count(minimum, 'item')}` : `List at least ${count(minimum, 'item')}`;
  return issue.inclusive === false ? `Enter a number above ${minimum}` : `Enter ${minimum} or more`;
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const { maximum, origin } = issue;
  if (origin === 'string') return `Shorten this to ${maximum} characters or fewer`;
  if (origin === 'array' || origin === 'set')
    return issue.exact ? `List exactly ${count(maximum, 'item')}` : `List at most ${count(maximum, 'item')}`;
  return issue.inclusive === false ? `Enter a number below ${maximum}` : `Enter ${maximum} or less`;
}

/** The error map: one plain sentence per issue (zod falls back to its own for anything left undefined). */
export const plainWords = (issue: RawIssue): string | undefined => {
  switch (issue.code) {
    case 'invalid_type': {
      const kind = kindOf[issue.expected] ?? String(issue.expected);
      return issue.input === undefined ? `Missing: add ${kind}` : `Enter ${kind}`;
    }
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return issue.format === 'regex' ? `Not in the expected form (it must match ${issue.pattern})` : undefined;
    case 'not_multiple_of':
      return `Enter a multiple of ${issue.divisor}`;
    case 'unrecognized_keys': {
      const known = knownFields(issue);
      return `Unknown field ${issue.keys.map(quoted).join(', ')}: check the spelling${known.length ? ` (the fields here are ${known.join(', ')})` : ''}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `Write exactly ${quoted(issue.values[0])}`
        : `Choose one of ${issue.values.map(quoted).join(', ')}`;
    case 'invalid_union':
      return 'Not one of the accepted forms';
    default:
      return undefined;
  }
};
