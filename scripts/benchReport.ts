/**
 * Where the benchmarks (`npm run bench`, `npm run bench:leads`) keep their reports: bench/<name>.md,
 * relative to the working directory (npm runs scripts from the repository root). Each run rewrites
 * its report whole.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function benchReportFile(name: string): string {
  return path.resolve('bench', `${name}.md`);
}

/** Writes a report (creating bench/ if a checkout has none yet) and says where, from the repository root. */
export async function writeBenchReport(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
