// Lint rules: typescript-eslint's recommended set, React hooks rules for the client, the
// layering rules of docs/ARCHITECTURE.md (common imports nothing of server or client; client
// features never import each other; scripts/check-layers.mjs checks the rest) and the file size
// limits: 300 lines for source (bench and scripts included), 400 for tests and their support
// files (e2e specs included). Every line counts, blank lines and comments too: the limit is the
// length a reader scrolls, and it matches `wc -l`.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const SOURCE_MAX_LINES = 300;
const TEST_MAX_LINES = 400;
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', 'src/server/test/**', 'e2e/**'];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'bench/out'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@server/*', '@client/*', '../server/*', '../client/*', 'node:*', 'react', 'react-dom'],
        },
      ],
    },
  },
  // One block per client feature: no import of another feature, whether through the alias or a
  // relative path that climbs out of the feature ('../../marketplace/...'); shared code lives in
  // src/client/components/ or src/client/lib/.
  ...fs.readdirSync(new URL('./src/client/features/', import.meta.url)).map((feature) => {
    const message = 'Client features do not import each other; move shared code to components/ or lib/.';
    const others = fs
      .readdirSync(new URL('./src/client/features/', import.meta.url))
      .filter((name) => name !== feature)
      .join('|');
    return {
      files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['@client/features/*'], message },
              { regex: `^(\\.\\./)+(${others})(/|$)`, message },
              { regex: `^\\.\\.?/.*/features/(${others})(/|$)`, message },
              { group: ['@server/*'], message: 'The client never imports server code.' },
            ],
          },
        ],
      },
    };
  }),
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: SOURCE_MAX_LINES, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: TEST_FILES,
    rules: { 'max-lines': ['error', { max: TEST_MAX_LINES, skipBlankLines: false, skipComments: false }] },
  },
);
