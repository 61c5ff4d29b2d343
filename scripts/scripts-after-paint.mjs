// The app's modules are fetched once the HTML the server sent has painted (docs/decisions/045).
//
// Vite names the entry and its static imports in the head (<script type="module">, <link
// rel="modulepreload">), so the browser fetches ~100 KB gzip of JavaScript alongside the HTML and
// may run it before the first frame. The pages paint from their HTML alone (design.md §9), so that
// JavaScript only competes with the paint. Here those tags become a list in the body and one small
// inline script that adds them after the first frame. The server allows that script by its hash
// (src/server/http/security-headers.ts); a page's own chunks join the list through withPreloads
// (src/shared/core/script-list.ts), which reads the list as written here.

/** The list's element; src/shared/core/script-list.ts and bench/landing-size.mjs read it too. */
export const scriptListId = 'ligpit-scripts';

/** How many preloads the loader adds in one task (see boot). */
export const preloadsPerTask = 3;

/**
 * The list names each chunk as Vite named it, without the `/assets/` and `.js` every one shares
 * (the loader puts them back): 11 bytes a chunk, ~0.4 KB of a result page's HTML (issue 25).
 */
export function chunkName(file) {
  const name = /^\/?assets\/([\w.-]+)\.js$/.exec(file)?.[1];
  if (!name) throw new Error(`build: ${file} is not a chunk in assets/`);
  return name;
}

/** The file a listed name stands for, as the page fetches it. */
export function chunkPath(name) {
  return `/assets/${name}.js`;
}

// Runs in the browser, so it is written as it is sent: no build step touches it. A page opened in
// a background tab gets no animation frame until it is shown: the timer starts it anyway.
// The entry goes first; the preloads follow a few to a task: each costs the main thread ~0.7 ms
// (the browser starts its fetch as the element is added), and all ~40 of a result page at once
// were one 25–45 ms task, four times that on a slow phone, blocking a tap (issue 25, TBT).
// Issue 36 (docs/decisions/084): until the app takes a painted form over, a submit is held here (a
// form with an `action`, /track's, is sent by the browser itself), and the submit buttons marked
// `data-until-app` (disabled in the HTML, for a browser without JavaScript) are enabled; the form's
// usePaintedForm (src/web/lib/painted-form.ts) sends the held submit again with what was typed.
const boot = `(()=>{const d=document,h=d.head,l=JSON.parse(d.getElementById('${scriptListId}').textContent);let s=0,i=0;const more=()=>{const f=d.createDocumentFragment();for(const n of l.preload.slice(i,i+=${preloadsPerTask})){const e=d.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href='/assets/'+n+'.js';f.append(e)}h.append(f);if(i<l.preload.length)setTimeout(more)};const go=()=>{if(s)return;s=1;const e=d.createElement('script');e.type='module';e.crossOrigin='';e.src='/assets/'+l.entry+'.js';h.append(e);more()};requestAnimationFrame(()=>setTimeout(go));setTimeout(go,1000);d.addEventListener('submit',e=>{const f=e.target;if(!f.ligpitLive&&!f.hasAttribute('action')){e.preventDefault();f.ligpitHeld=1}},true);for(const b of d.querySelectorAll('[data-until-app]'))b.disabled=!1})()`;

/** index.html with its module tags replaced by the list and the script that loads it after paint. */
export function loadScriptsAfterPaint(html) {
  const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/.exec(html);
  if (!entry) throw new Error('build: index.html names no entry script');
  const preloadTag = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;
  const preload = [...html.matchAll(preloadTag)].map((m) => chunkName(m[1]));
  const list = JSON.stringify({ entry: chunkName(entry[1]), preload });
  return html
    .replace(entry[0], '')
    .replace(preloadTag, '')
    .replace(
      '</body>',
      () => `<script type="application/json" id="${scriptListId}">${list}</script><script>${boot}</script></body>`,
    );
}
