/**
 * The content check alone (`npm run build:content`): every content file parsed against its schema
 * (scripts/contentCheck.ts), each problem listed as the owner can act on it: the file, the field,
 * what to write instead and what was found. `npm run build` runs the same check as its first step.
 *
 *   node --import tsx scripts/validateContent.ts
 */
import {
  checkAllContent,
  contentModuleNames,
  contentReport,
  dataFileNames,
  galleryProjectNames,
  pictureModuleNames,
} from './contentCheck';

const started = Date.now();
const problems = await checkAllContent();
if (problems.length) {
  console.error(`\nContent check: ${contentReport(problems)}\n`);
  process.exit(1);
}
console.log(
  `content: ${dataFileNames().length} data file${dataFileNames().length === 1 ? '' : 's'}, ${galleryProjectNames().length} gallery projects, ${contentModuleNames().length} content modules and ${pictureModuleNames().length} pictures match their schemas (${Date.now() - started} ms)`,
);
