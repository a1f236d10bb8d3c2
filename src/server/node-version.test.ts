import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, no type declarations.
import { nodeVersionProblem } from '../../scripts/require-node.mjs';

describe('the Node.js version check of npm start, dev and test', () => {
  it('refuses versions older than 22.13 and says what to install', () => {
    for (const version of ['20.20.2', '22.12.0', '18.19.1']) {
      expect(nodeVersionProblem(version)).toMatch(/needs Node\.js 22\.13 or newer.*this is Node\.js/);
      expect(nodeVersionProblem(version)).toMatch(/Install Node\.js 24 LTS/);
    }
  });

  it('accepts 22.13 and newer', () => {
    for (const version of ['22.13.0', '22.20.1', '24.21.0', '25.0.0'])
      expect(nodeVersionProblem(version)).toBeUndefined();
  });
});
