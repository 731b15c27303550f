/**
 * Turns a statistic as business.ts states it ("450+", "100s+", "95%", "15") into the number a
 * counter reaches and the text shown after it, so pages never retype a figure.
 */
import type { Stat } from './types';

export function statFromReading(reading: string, label: string): Stat {
  const match = /^(\d+)(.*)$/.exec(reading);
  if (!match) throw new Error(`statFromReading: "${reading}" does not start with a number`);
  const suffix = match[2]!;
  return suffix ? { value: Number(match[1]), suffix, label } : { value: Number(match[1]), label };
}
