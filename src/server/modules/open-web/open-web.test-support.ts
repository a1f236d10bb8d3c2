import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A built index.html as the open-web tests serve it (the real one differs only in its assets). */
export const SHELL = `<!doctype html>
<html lang="en" data-theme="classic">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Inkforge: write stories." />
    <title>Inkforge</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
export const BASE = 'http://localhost:3000';
export const ZERO = '00000000-0000-0000-0000-000000000000';

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

/** The app serving SHELL as its built client; `close` removes the client folder too. */
export async function createShellApp(): Promise<TestApp> {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-shell-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  const t = await createTestApp({}, { clientDir });
  return {
    ...t,
    async close() {
      await t.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

/** The content of `<meta {attr}="{key}" content="…">`, undefined when the tag is absent. */
export const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

export const parseXml = (body: string) => {
  expect(XMLValidator.validate(body)).toBe(true);
  return xml.parse(body);
};

export const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
