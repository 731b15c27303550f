/**
 * The one inline script of every page: it decides when the app's scripts load. A prerendered page is
 * complete HTML, drawn by the browser without any script: links, forms, <details> and the quote
 * dialog's invoker buttons work as served. So no script of ours is fetched while the page is being
 * drawn, where even the small entry scripts would compete with the stylesheet and the hero image for
 * a phone's connection. The app's scripts (listed in the JSON block `#entry-scripts` the build writes
 * before this script: React and React Router, the app, then main with webpack's runtime) are added
 * together, to run in that order, at the first of:
 * - the page has loaded (load event) and its largest content has been shown on screen (the browser
 *   reports it after the frame is presented, which can be well after the load event on a slow phone);
 *   a tab in the background draws no frames, so one second after load at the latest;
 * - the visitor reaches for the page: a pointer over it, a tap, a key press or keyboard focus.
 * On an empty shell (the dev server, the prerender crawl) there is nothing to draw: they load at once.
 *
 * No control needs script for its first tap: the menus are popovers, the quote buttons and gallery
 * projects the dialogs' invokers, the pricing switch, gallery filter and before/after radio groups,
 * the FAQ <details>, the carousel a scroll-snap track. What is left for this script is the rare
 * button only script can serve (type="button" with no command, commandfor or popovertarget, such as
 * the map's "Show map"): a click on one before the app is live is held and repeated once the shell
 * has hydrated, so it is not lost. Everything else keeps its native behaviour.
 *
 * It is plain ES2017 in a string, because the build writes it into each page and the server's
 * Content-Security-Policy allows exactly this text by its hash (server/security.ts), never inline
 * script in general. Keep it small: every page carries it.
 */
import { appFailedEvent, shellReadyEvent } from './startEvents';

export const entryScriptsId = 'entry-scripts';

/** Events that show the visitor reaching for the page (listened to on the document). */
const reachEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];
/** A tab in the background draws no frames (nor reports paints): load anyway this long after load. */
const backgroundTabFallbackMs = 1000;

const source = `(function () {
  var doc = document;
  var scripts = JSON.parse(doc.getElementById('${entryScriptsId}').textContent);
  var reach = ${JSON.stringify(reachEvents)};
  var held = [];
  var started = false;
  function start() {
    if (started) return;
    started = true;
    reach.forEach(function (type) { doc.removeEventListener(type, start, true); });
    scripts.forEach(function (src) {
      var script = doc.createElement('script');
      script.src = src;
      script.async = false;
      script.onload = function () { script.remove(); };
      script.onerror = release;
      doc.head.appendChild(script);
    });
  }
  function hold(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button' || button.hasAttribute('command') || button.hasAttribute('commandfor') || button.hasAttribute('popovertarget')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
    start();
  }
  function release() {
    doc.removeEventListener('click', hold, true);
  }
  doc.addEventListener('${shellReadyEvent}', function () {
    release();
    held.splice(0).forEach(function (button) { if (button.isConnected) button.click(); });
  }, { once: true });
  doc.addEventListener('${appFailedEvent}', release, { once: true });
  var root = doc.getElementById('root');
  if (!root || !root.hasChildNodes()) return start();
  doc.addEventListener('click', hold, true);
  reach.forEach(function (type) { doc.addEventListener(type, start, { capture: true, passive: true }); });
  var types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes || [];
  var paint = types.indexOf('largest-contentful-paint') >= 0 ? 'largest-contentful-paint' : types.indexOf('paint') >= 0 ? 'paint' : null;
  var shown = new Promise(function (resolve) {
    if (!paint) return requestAnimationFrame(function () { resolve(); });
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntries().length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: paint, buffered: true });
  });
  var loaded = new Promise(function (resolve) {
    if (doc.readyState === 'complete') resolve();
    else addEventListener('load', function () { resolve(); }, { once: true });
  });
  Promise.all([loaded, shown]).then(function () { setTimeout(start, 0); });
  loaded.then(function () { setTimeout(start, ${backgroundTabFallbackMs}); });
})();`;

/** The loader as pages carry it: the same text, its indentation dropped (every statement ends in `;` or `}`). */
export const entryLoaderScript = source
  .split('\n')
  .map((line) => line.trim())
  .join('');

/** The tags the build writes at the end of each page's <body>: the entry scripts' list, then the loader. */
export function entryLoaderTags(entryScripts: string[]): string {
  // A script path never holds "</", so the JSON cannot end its <script> element early.
  return `<script type="application/json" id="${entryScriptsId}">${JSON.stringify(entryScripts)}</script><script>${entryLoaderScript}</script>`;
}
