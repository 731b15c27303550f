/**
 * Build step, the first: every content file parsed against its schema (scripts/contentCheck.ts)
 * before anything is written. One problem stops the build, and each is listed as the owner can act
 * on it: the file, the field, what to write instead and what was found.
 *
 *   node --import tsx scripts/validateContent.ts
 */
import { checkAllContent, contentModuleNames, describeProblem, pictureModuleNames } from './contentCheck';

const started = Date.now();
const problems = await checkAllContent();
if (problems.length) {
  console.error(
    `\nThe content has ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`}; nothing was built and the site stays as it was.\nFix each line below (file: field: what to write), then build again:\n\n  ${problems.map(describeProblem).join('\n  ')}\n`,
  );
  process.exit(1);
}
console.log(
  `content: ${contentModuleNames().length} content files and ${pictureModuleNames().length} pictures match their schemas (${Date.now() - started} ms)`,
);
