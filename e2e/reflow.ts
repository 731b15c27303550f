/**
 * What "fits the screen" means (WCAG 1.4.10 reflow, down to 320 CSS px), as one function that runs in
 * the page: the document is no wider than the viewport, no visible link, button or form field is cut
 * off by the viewport or by an ancestor that hides its overflow or covered by a box fixed over the
 * page (the top bar, the phone's contact row) as the page first shows, and no item of the top
 * navigation bar wraps onto a second line. e2e/page-sweep.test.ts runs it on every page module at
 * every layout width, and on the open mobile menu.
 */

/** Runs in the page: every reflow defect it can see, as readable strings (empty when the page fits). */
export function findDefects(): string[] {
  const defects: string[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = document.documentElement.clientHeight;
  // Sub-pixel layout and rounding: a box may poke out by a fraction of a pixel without being cut.
  const slack = 1;

  const label = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    const id = element.id ? `#${element.id}` : '';
    const href = element.getAttribute('href');
    return `<${element.tagName.toLowerCase()}${id}${href ? ` href="${href}"` : ''}> "${text}"`;
  };

  const documentWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (documentWidth > viewportWidth)
    defects.push(`document is ${documentWidth} px wide in a ${viewportWidth} px viewport`);

  /** Out of sight or out of reach by design: hidden, inert, aria-hidden, or visually hidden (sr-only). */
  const hiddenByDesign = (element: Element): boolean => {
    if (element.closest('[hidden], [inert], [aria-hidden="true"], dialog:not([open])')) return true;
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return true;
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return true;
    // The visually-hidden pattern: a 1 px box that clips what it holds (screen-reader text, honeypots).
    for (let node = element.parentElement; node; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      if (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) return true;
    }
    return false;
  };

  /**
   * A carousel slide entirely outside its track is off-screen by design (the track hides its
   * overflow so the next slides can wait beside it); a slide that is partly in view is not excused.
   */
  const offscreenSlide = (element: Element): boolean => {
    const slide = element.closest('[aria-roledescription="slide"]');
    const track = slide?.parentElement;
    if (!slide || !track) return false;
    const s = slide.getBoundingClientRect();
    const t = track.getBoundingClientRect();
    return s.right <= t.left + slack || s.left >= t.right - slack;
  };

  const clips = (value: string) => value === 'hidden' || value === 'clip';
  const interactive = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]',
  );
  for (const element of interactive) {
    if (hiddenByDesign(element) || offscreenSlide(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.left < -slack || rect.right > viewportWidth + slack) {
      defects.push(
        `${label(element)} is cut by the viewport: x ${Math.round(rect.left)}..${Math.round(rect.right)} of ${viewportWidth}`,
      );
      continue;
    }
    // Walk the containing-block chain: an ancestor clips a box only if the box is laid out inside it
    // (an absolutely positioned box escapes static ancestors, a fixed one escapes all but transformed ones).
    let position = getComputedStyle(element).position;
    let inFixed = position === 'fixed';
    let inScroller = false;
    for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      const transformed = style.transform !== 'none' || style.filter !== 'none' || style.contain.includes('paint');
      const contains =
        position === 'fixed'
          ? transformed
          : position === 'absolute'
            ? style.position !== 'static' || transformed
            : true;
      if (!contains) continue;
      const box = node.getBoundingClientRect();
      const cutX = clips(style.overflowX) && (rect.left < box.left - slack || rect.right > box.right + slack);
      const cutY = clips(style.overflowY) && (rect.top < box.top - slack || rect.bottom > box.bottom + slack);
      if (cutX || cutY) {
        defects.push(
          `${label(element)} is cut by ${label(node).slice(0, 60)} (overflow ${style.overflowX}/${style.overflowY})`,
        );
        break;
      }
      position = style.position;
      if (position === 'fixed') inFixed = true;
      if (style.overflowY === 'auto' || style.overflowY === 'scroll') inScroller = true;
    }
    // Fixed boxes (the header, the contact buttons) do not scroll into view: they must fit vertically
    // too, unless they sit in a box of their own that scrolls (the open mobile menu).
    if (inFixed && !inScroller && (rect.top < -slack || rect.bottom > viewportHeight + slack)) {
      defects.push(
        `${label(element)} is cut by the viewport: y ${Math.round(rect.top)}..${Math.round(rect.bottom)} of ${viewportHeight}`,
      );
    }
  }

  // Boxes fixed over the page (the bar, the phone's contact row; not the menus and dialogs, which are
  // overlays the visitor opened) must not cover any control of the page as it first shows.
  const fixedBoxes = [...document.querySelectorAll('body *')].filter(
    (element) =>
      getComputedStyle(element).position === 'fixed' &&
      !element.matches('[popover], dialog') &&
      !hiddenByDesign(element),
  );
  for (const element of interactive) {
    if (hiddenByDesign(element) || offscreenSlide(element)) continue;
    if (fixedBoxes.some((box) => box.contains(element)) || element.closest('[popover], dialog')) continue;
    const rect = element.getBoundingClientRect();
    if (rect.bottom <= 0 || rect.top >= viewportHeight) continue;
    for (const box of fixedBoxes) {
      const cover = box.getBoundingClientRect();
      const overlapX = Math.min(rect.right, cover.right) - Math.max(rect.left, cover.left);
      const overlapY = Math.min(rect.bottom, cover.bottom) - Math.max(rect.top, cover.top);
      if (overlapX > slack && overlapY > slack) {
        defects.push(`${label(element)} is covered by the fixed ${label(box).slice(0, 60)}`);
        break;
      }
    }
  }

  // The top navigation bar: every item on one line, all items on one row.
  const bar = document.querySelector('header nav');
  if (!bar) defects.push('no header nav');
  else {
    const items = [...bar.querySelectorAll('a[href], button')].filter(
      (item) => !hiddenByDesign(item) && !item.closest('#services-menu'),
    );
    if (!items.length) defects.push('header nav shows no items');
    for (const item of items) {
      // Each line of text has its own client rect: rects at different heights mean the label wrapped.
      // Visually hidden text (an icon button's sr-only name) is not on screen, so it has no lines.
      const lines = new Set<number>();
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim() || !text.parentElement || hiddenByDesign(text.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const line of range.getClientRects())
          if (line.width > 1 && line.height > 1) lines.add(Math.round(line.top + line.height / 2));
      }
      const lineMiddles = [...lines].sort((a, b) => a - b);
      if (lineMiddles.length > 1 && lineMiddles[lineMiddles.length - 1]! - lineMiddles[0]! > 4)
        defects.push(`header item ${label(item)} wraps onto ${lineMiddles.length} lines`);
    }
    const middles = items.map((item) => {
      const rect = item.getBoundingClientRect();
      return rect.top + rect.height / 2;
    });
    if (Math.max(...middles) - Math.min(...middles) > 4)
      defects.push(`header items are not on one row: middles ${middles.map(Math.round).join(', ')}`);
  }
  return defects;
}
