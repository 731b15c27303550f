/**
 * Driving the real editor (Sveltia CMS at /admin) in local mode, as the owner does with
 * `npm run edit`: a copy of this repository with the edit server on it (scripts/editServer.ts), and
 * the editor's "Work with Local Repository" in Chromium.
 *
 * Headless Chromium cannot answer the browser's folder picker (showDirectoryPicker), so the page's
 * picker hands the editor a folder of the origin's private file system (OPFS) instead: the same
 * File System Access handles, filled from the copy's content/ before the editor opens, and copied
 * back into the copy's content/ after saving (what the real picker does by writing in place). The
 * edit server's watcher then rebuilds the copy's site.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { CMS_MEDIA_FOLDER } from '../scripts/cms/cmsConfig';
import { repositoryCopy } from '../scripts/repositoryCopy';

/** A copy of this repository (its files as in the working tree) with this node_modules and the build under test. */
export const editorRepositoryCopy = () => repositoryCopy('e2e-editor-repo-', process.env.OUT_DIR ?? 'dist');

/** The picker's stand-in, installed before the editor's first script. */
export async function pickOriginFolder(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
      async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repository', { create: true });
  });
}

/** Every file under content/ (the owner's data, some in folders: content/gallery/), by its path there. */
function contentFiles(root: string): Record<string, string> {
  const content = path.join(root, 'content');
  return Object.fromEntries(
    readdirSync(content, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(content, file).split(path.sep).join('/'), readFileSync(file, 'utf8')];
      }),
  );
}

/** Where the editor saves the owner's photos, in the repository. */
const UPLOADS = CMS_MEDIA_FOLDER;

/** The copy's uploaded photos (photos/uploads/, the editor's media folder), by name, as base64. */
function uploadFiles(root: string): Record<string, string> {
  const uploads = path.join(root, UPLOADS);
  return Object.fromEntries(
    readdirSync(uploads, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => [entry.name, readFileSync(path.join(uploads, entry.name)).toString('base64')]),
  );
}

/**
 * Fills the stand-in folder with the copy's content/ and photos/uploads/, and an empty .git (the
 * editor checks for one).
 */
export async function fillPickedFolder(page: Page, root: string): Promise<void> {
  await page.evaluate(
    async (files, uploads, uploadsFolder) => {
      const repository = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle('repository', {
        create: true,
      });
      await repository.getDirectoryHandle('.git', { create: true });
      const write = async (file: string, data: string | Uint8Array<ArrayBuffer>) => {
        const parts = file.split('/');
        let folder = repository;
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(data);
        await writable.close();
      };
      for (const [file, text] of Object.entries(files)) await write(`content/${file}`, text);
      for (const [name, base64] of Object.entries(uploads))
        await write(
          `${uploadsFolder}/${name}`,
          Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)),
        );
    },
    contentFiles(root),
    uploadFiles(root),
    UPLOADS,
  );
}

/** The stand-in folder's content/ files, as the editor left them, by their path there. */
export async function pickedContent(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const files: Record<string, string> = {};
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of folder as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        if (handle.kind === 'file')
          files[prefix + name] = await (await (handle as FileSystemFileHandle).getFile()).text();
        else await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
      }
    };
    const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle('repository');
    await walk(await repository.getDirectoryHandle('content'), '');
    return files;
  });
}

/** The stand-in folder's photos/uploads/ files, as the editor left them, by name, as base64. */
export async function pickedUploads(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async (uploadsFolder) => {
    const files: Record<string, string> = {};
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('repository');
    try {
      for (const part of uploadsFolder.split('/')) folder = await folder.getDirectoryHandle(part);
    } catch {
      return files;
    }
    for await (const [name, handle] of folder as unknown as AsyncIterable<[string, FileSystemHandle]>) {
      if (handle.kind !== 'file' || name.startsWith('.')) continue;
      const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
      let binary = '';
      for (let start = 0; start < bytes.length; start += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
      files[name] = btoa(binary);
    }
    return files;
  }, UPLOADS);
}

/**
 * Writes what the editor saved into the copy's content/ and photos/uploads/, as the real picker's
 * folder would hold it (photos first: the rebuild a project file starts must find its photo). Every
 * file is read out of the browser before the first is written, so the writes come within the edit
 * server's settling time and start one rebuild, as the editor's own writes in place do.
 */
export async function copyBackSaves(page: Page, root: string): Promise<string[]> {
  const changed: string[] = [];
  const [uploads, content] = [await pickedUploads(page), await pickedContent(page)];
  const uploadsBefore = uploadFiles(root);
  for (const [name, base64] of Object.entries(uploads)) {
    if (uploadsBefore[name] === base64) continue;
    writeFileSync(path.join(root, UPLOADS, name), Buffer.from(base64, 'base64'));
    changed.push(`${UPLOADS}/${name}`);
  }
  const before = contentFiles(root);
  for (const [file, text] of Object.entries(content)) {
    if (before[file] === text) continue;
    mkdirSync(path.dirname(path.join(root, 'content', file)), { recursive: true });
    writeFileSync(path.join(root, 'content', file), text);
    changed.push(`content/${file}`);
  }
  return changed;
}

/**
 * Scrolls the editor's form (its left pane) down by most of a screen, as a wheel does; false when it
 * was already at its end.
 */
async function scrollForm(page: Page): Promise<boolean> {
  const position = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('*')]
        .filter((element) => element.scrollHeight > element.clientHeight + 10)
        .map((element) => element.scrollTop)
        .join(','),
    );
  const before = await position();
  const viewport = page.viewport()!;
  await page.mouse.move(viewport.width / 4, viewport.height * 0.6);
  await page.mouse.wheel({ deltaY: viewport.height * 0.7 });
  await new Promise((resolve) => setTimeout(resolve, 150));
  return (await position()) !== before;
}

/**
 * The editor's field whose label reads `label` (the n-th such, counting from 0; negative counts from
 * the end), scrolled into view: the editor draws the fields of a long form as they come into view.
 */
export async function field(page: Page, label: string, nth = 0): Promise<ElementHandle<HTMLElement>> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const found = await page.evaluateHandle(
      (label, nth) => {
        const labelled = [...document.querySelectorAll<HTMLElement>('[aria-labelledby]')].filter((element) =>
          ['INPUT', 'TEXTAREA'].includes(element.tagName) || element.getAttribute('role') === 'checkbox'
            ? (element.getAttribute('aria-labelledby') ?? '')
                .split(' ')
                .some((id) => document.getElementById(id)?.textContent?.trim() === label)
            : false,
        );
        return labelled.at(nth) ?? null;
      },
      label,
      nth,
    );
    const element = found.asElement() as ElementHandle<HTMLElement> | null;
    if (element && nth >= 0) {
      await element.scrollIntoView();
      return element;
    }
    // Not drawn yet (or, counting from the end, maybe not all drawn): scroll the form on.
    const atEnd = !(await scrollForm(page));
    if (atEnd && element) {
      await element.scrollIntoView();
      return element;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the editor shows no field "${label}" (#${nth})`);
}

/**
 * The editor's radio button named `name` (a choice of two, like "Residential (a home)"), scrolled to:
 * like a field, it is drawn only once the form reaches it.
 */
export async function radio(page: Page, name: string): Promise<ElementHandle<Element>> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const found = await page.$(`::-p-aria([name="${name}"][role="radio"])`);
    if (found) {
      await found.scrollIntoView();
      return found;
    }
    await scrollForm(page);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the editor shows no choice "${name}"`);
}

/** How many fields of the editor's form have a label reading `label`. */
const fieldCount = (page: Page, label: string) =>
  page.evaluate(
    (label) =>
      [...document.querySelectorAll<HTMLElement>('[aria-labelledby]')].filter(
        (element) =>
          ['INPUT', 'TEXTAREA'].includes(element.tagName) &&
          (element.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .some((id) => document.getElementById(id)?.textContent?.trim() === label),
      ).length,
    label,
  );

/**
 * Adds an item to a list of the form with its button ("Add Review"), and waits for the new item's
 * field `label`: a click made while the editor still draws the form is sometimes not taken (in
 * headless Chromium on a loaded machine), so the button is pressed again until the item is there.
 */
export async function addListItem(page: Page, button: string, label: string): Promise<void> {
  const before = await fieldCount(page, label);
  for (let attempt = 0; attempt < 4; attempt++) {
    await clickWhenReachable(page, await formButton(page, button));
    for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
      if ((await fieldCount(page, label)) > before) return;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`pressing "${button}" added no item with a field "${label}"`);
}

/** The button reading `text` in the editor's form, scrolled to (drawn once the form reaches it). */
export async function formButton(page: Page, text: string): Promise<ElementHandle<Element>> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const found = await page.evaluateHandle(
      // The editor wraps the names it fills in ("Add ⁨Reviews⁩") in Unicode isolates: read without them.
      (text) =>
        [...document.querySelectorAll('button')].find((button) =>
          button.textContent?.replace(/[\u2066-\u2069]/g, '').includes(text),
        ) ?? null,
      text,
    );
    const button = found.asElement() as ElementHandle<Element> | null;
    if (button) {
      await button.scrollIntoView();
      return button;
    }
    await scrollForm(page);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the editor shows no button "${text}"`);
}

/**
 * Clicks an element of the editor once the pointer reaches it. After the editor draws a view, its
 * rows and buttons do not answer the pointer for a few hundred milliseconds (the hit test at a row's
 * centre finds only the page's root element), and a click made then is lost: the callers used to
 * wait up to 10 s for what it should have opened and click again (docs/testing.md, sixth round).
 */
export async function clickWhenReachable(page: Page, element: ElementHandle<Element>): Promise<void> {
  await element.scrollIntoView();
  await page.waitForFunction(
    (target) => {
      const box = target.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && (hit === target || target.contains(hit));
    },
    { polling: 50, timeout: 10_000 },
    element,
  );
  await element.click();
}

/** Replaces a text field's value as a person does: select it all, type over it. */
export async function typeInto(input: ElementHandle<HTMLElement>, text: string): Promise<void> {
  await input.click({ count: 3 });
  await input.evaluate((element) => (element as HTMLInputElement).select?.());
  await input.press('Backspace');
  if (text) await input.type(text);
}

const hasSaveButton = () =>
  [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Save');

/** The fields the editor marks as refused, each with its message. */
const refusedFields = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].map((element) => {
      const label = (element.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim())
        .join(' ');
      const message = document.getElementById(element.getAttribute('aria-errormessage') ?? '')?.textContent;
      return `${label}: ${message?.trim() ?? '(no message)'}`;
    }),
  );

/**
 * In the page: the editor's answer to a press of Save, once it has one: 'refused' when it marks a
 * field (`aria-invalid`), 'saved' when it leaves the entry for the list (its address no longer names
 * an entry or a new one, and its Save button is gone), which it does on saving, before it says "Entry
 * saved.". That message is no answer to a press: it stays a few seconds, and the last entry's still
 * showed when the next one's Save was pressed (a press the editor had not taken then passed for saved).
 */
const saveAnswer = (): 'refused' | 'saved' | false => {
  if (document.querySelector('[aria-invalid="true"]')) return 'refused';
  const left =
    !/\/(entries\/|new)/.test(location.hash) &&
    ![...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Save');
  return left ? 'saved' : false;
};

/**
 * In the page: whether the Save button is ready to press: there, enabled, and done changing. Right
 * after a field is typed in, the button is still fading in from its look with nothing to save (a 200
 * ms transition), and a press then was dropped every time (measured: the Prices entry's first press,
 * four runs in four); a person's hand takes longer than that to reach it.
 */
const saveButtonReady = () => {
  const button = [...document.querySelectorAll('button')].find((each) => each.textContent?.trim() === 'Save');
  return !!button && !button.disabled && button.getAnimations().length === 0;
};

/**
 * Presses the editor's Save once it is ready and waits for its answer (see saveAnswer). A press the
 * editor did not take (it can be busy reading the files it lists) gets no answer and is made again, as
 * a person would; a third press without one fails.
 */
export async function pressSave(page: Page): Promise<'refused' | 'saved'> {
  for (let attempt = 1; ; attempt++) {
    await page.waitForFunction(saveButtonReady, { polling: 'raf' });
    await (await page.waitForSelector('button::-p-text(Save)'))!.click();
    const answer = await page
      .waitForFunction(saveAnswer, { timeout: 10_000, polling: 100 })
      .then((handle) => handle.jsonValue() as Promise<'refused' | 'saved'>)
      .catch(async (error: unknown) => {
        if (attempt < 3) return null;
        await page.screenshot({ path: path.join(tmpdir(), 'e2e-editor-save.png') });
        throw error;
      });
    if (answer) return answer;
  }
}

/**
 * Saves the entry open in the editor: presses Save until the editor answers, fails on a refusal
 * (naming each refused field), and checks the editor then tells the owner "Entry saved.".
 */
export async function save(page: Page): Promise<void> {
  if ((await pressSave(page)) === 'refused') {
    await page.screenshot({ path: path.join(tmpdir(), 'e2e-editor-save.png') });
    throw new Error(`the editor did not save: ${(await refusedFields(page)).join('; ')}`);
  }
  await page.waitForSelector('::-p-text(Entry saved.)', { timeout: 10_000 });
}

/** Opens a file of the editor's list ("Business details", "Prices", "Customer reviews"). */
export async function openFile(page: Page, label: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await clickWhenReachable(page, (await page.waitForSelector(`::-p-text(${label})`))!);
    try {
      await page.waitForFunction(hasSaveButton, { timeout: 10_000 });
      await page.waitForFunction((label) => document.body.innerText.includes(`› ${label}`), {}, label);
      return;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}
