// The offline reading service worker (issue 24), registered only when a reader saves a story for
// offline reading. The build (scripts/offline-worker-plugin.mjs) fills in the app shell's files
// and a version, so every deploy installs a fresh shell. Its rules:
// - the app shell (index.html, the boot script, the icon, the built assets) is cached at install
//   and served when the network fails; pages are the cached index.html when offline;
// - the library's story and chapter answers (GET /api/v1/library/stories/:id and
//   .../chapters/:chapterId) go to the network first and, only when it fails, come from the saved
//   stories' cache. The worker never writes that cache: the page saves a story's chapters through
//   the normal chapter API, so every privacy rule applies;
// - every other request (all other API answers, uploads) passes through untouched: nothing
//   private is kept.
const VERSION = '__VERSION__';
// The build puts the list in this string (file names hold no quote).
const SHELL_FILES = JSON.parse('__SHELL_FILES__');
const SHELL_CACHE = `inkforge-shell-${VERSION}`;
const STORIES_CACHE = 'inkforge-offline-stories';
const SAVED_API = /^\/api\/v1\/library\/stories\/[^/]+(\/chapters\/[^/]+)?$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) =>
        // The page itself must be kept; a built file that cannot be fetched is skipped (only the
        // screen that needs it would miss it offline), so one failure never stops the install.
        cache
          .addAll(['/index.html', '/theme-boot.js', '/favicon.svg'])
          .then(() => Promise.all(SHELL_FILES.map((file) => cache.add(file).catch(() => undefined)))),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('inkforge-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match('/index.html', { cacheName: SHELL_CACHE }).then((hit) => hit || Response.error()),
      ),
    );
    return;
  }
  if (SAVED_API.test(url.pathname)) {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(request, { cacheName: STORIES_CACHE }).then((hit) => hit || Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || SHELL_FILES.includes(url.pathname)) {
    event.respondWith(caches.match(request, { cacheName: SHELL_CACHE }).then((hit) => hit || fetch(request)));
  }
});
