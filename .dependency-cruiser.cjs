// Layer rules of docs/ARCHITECTURE.md, checked by `npm run lint` (scripts/check-layers.mjs runs
// dependency-cruiser with this file, then checks that the server's units form no import cycle).
// Tests and test support files are left out: a test may reach across layers to set up its world.
const SERVER_UNIT = '^src/server/(modules/[^/]+|[^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'common-imports-neither-side',
      comment: 'src/common is shared by server and client, so it imports neither of them.',
      severity: 'error',
      from: { path: '^src/common/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-client',
      comment: 'The server draws pages from its own copies (see the story page skeleton test).',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'client-features-independent',
      comment: 'A client feature imports no other feature; shared code goes to components/ or lib/.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'auth-and-http-kit-import-no-module',
      comment: 'auth/ and the route kit sit under every module; modules hand them what they need.',
      severity: 'error',
      from: { path: '^src/server/(auth|http)/' },
      to: { path: '^src/server/(modules|collab|billing)/' },
    },
    {
      name: 'http-kit-at-the-bottom',
      comment: 'The route kit imports nothing of the server but errors.ts (auth builds on it).',
      severity: 'error',
      from: { path: '^src/server/http/' },
      to: { path: '^src/server/', pathNot: ['^src/server/http/', '^src/server/errors\\.ts$'] },
    },
    {
      name: 'routes-stay-in-their-module',
      comment: "A route file never imports another unit's routes or repositories: it calls its own service.",
      severity: 'error',
      from: { path: `${SERVER_UNIT}.*\\.routes\\.ts$` },
      to: { path: `${SERVER_UNIT}.*\\.(routes|repository)\\.ts$`, pathNot: '^src/server/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(\\.test\\.tsx?$|\\.test-support\\.tsx?$|^src/server/test/)',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
