import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';
import { DEMO_PASSWORD_FILE, startupBanner } from './startup-banner';

/** A generated demo password is shown on a terminal only; output that may be logged never holds it. */
describe('the demo password in the start-up banner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const generated = { password: 'Zq4-generated-secret', published: false };

  it('shows a generated password on a terminal', () => {
    expect(startupBanner(t.app, t.config, generated, true)).toContain(`: ${generated.password}`);
  });

  it('writes it to an owner-only file instead when the output is not a terminal', () => {
    const banner = startupBanner(t.app, t.config, generated, false);
    expect(banner).not.toContain(generated.password);
    const file = path.join(t.config.dataDir, DEMO_PASSWORD_FILE);
    expect(banner).toContain(file);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(generated.password);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it("always shows the README's published password, which is no secret", () => {
    expect(startupBanner(t.app, t.config, { password: 'inkforge-demo', published: true }, false)).toContain(
      'password inkforge-demo',
    );
  });
});
