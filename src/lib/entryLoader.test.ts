import { entryLoaderScript, entryLoaderTags, entryScriptsId } from './entryLoader';

test('the loader, its indentation dropped, is still valid JavaScript', () => {
  // Joining the lines must not merge two statements into one (each line ends in `;`, `{` or `}`).
  expect(() => new Function(entryLoaderScript)).not.toThrow();
  expect(entryLoaderScript).not.toContain('\n');
});

test('the tags list the entry scripts as JSON before the loader that reads them', () => {
  const tags = entryLoaderTags(['/assets/main.abcdef0123.js']);
  expect(tags).toBe(
    `<script type="application/json" id="${entryScriptsId}">["/assets/main.abcdef0123.js"]</script>` +
      `<script>${entryLoaderScript}</script>`,
  );
  // Nothing in the loader may end its <script> element early.
  expect(entryLoaderScript).not.toMatch(/<\/script/i);
});
