// Lint rules: typescript-eslint's recommended set, React hooks rules for the client, and the
// layering rules of docs/ARCHITECTURE.md (common imports nothing of server or client; client
// features never import each other).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
