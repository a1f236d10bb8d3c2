import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, SIGNED_IN_PATHS } from '@common/route-table';
import {
  ALL_CLAIMS,
  AUDIENCE_CLAIMS,
  CAPABILITIES,
  DELIVERY,
  FEATURE_CLAIMS,
  claimText,
  shownClaims,
  type Claim,
  type DeliveryTable,
} from '@common/landing-claims';
import LandingPage from './pages/landing-page';
import { AudienceBlocks } from './components/audience-blocks';
import { FeatureGrid } from './components/feature-grid';

/**
 * The landing page promises only what is built (issue 21): every claim it makes is in
 * common/landing-claims.ts, tied to the DELIVERED table or a capability, and the rendered page
 * (server-rendered here, no browser) shows a claim exactly when what it needs is delivered.
 */
const html = (element: ReactElement) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/about'] }, element));
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
/** The text of each list item of a rendered block, in order. */
const items = (markup: string) => [...markup.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) => text(m[1]!));

/** A claim and its fallbacks, each a text that may or may not show. */
const chain = (claim: Claim): Claim[] => (claim.fallback ? [claim, ...chain(claim.fallback)] : [claim]);

describe('the landing page claims match what is delivered', () => {
  it('shows every claim that is delivered and none that is not', () => {
    const page = text(html(createElement(LandingPage))).toLowerCase();
    for (const claim of ALL_CLAIMS) {
      const shown = claimText(claim);
      for (const link of chain(claim)) {
        const expected = link.text === shown;
        expect(
          page.includes(link.text.toLowerCase()),
          `${expected ? 'missing' : 'undelivered'}: ${link.text}`,
        ).toBe(expected);
      }
    }
  });

  it('lists exactly the delivered claims in the audience blocks and the feature grid', () => {
    expect(items(html(createElement(AudienceBlocks)))).toEqual(
      AUDIENCE_CLAIMS.flatMap((audience) => shownClaims(audience.points)),
    );
    expect(items(html(createElement(FeatureGrid)))).toEqual(
      FEATURE_CLAIMS.filter((f) => claimText(f.claim) !== null).map(
        (f) => `${f.title} ${claimText(f.claim)}`,
      ),
    );
  });

  it('shows a claim once what it needs is delivered, its fallback or nothing before', () => {
    const rpg = AUDIENCE_CLAIMS[0]!.points.find((c) => c.needs.includes('rpgSessions'))!;
    const offline = AUDIENCE_CLAIMS[1]!.points.find((c) => c.needs.includes('offlineDownloads'))!;
    const none: DeliveryTable = Object.fromEntries(
      Object.keys(DELIVERY).map((k) => [k, false]),
    ) as DeliveryTable;
    const all: DeliveryTable = Object.fromEntries(
      Object.keys(DELIVERY).map((k) => [k, true]),
    ) as DeliveryTable;
    expect(claimText(rpg, none)).toBeNull();
    expect(claimText(rpg, all)).toBe('Turn role-playing game nights into stories, worlds and characters');
    expect(claimText(offline, all)).toBe('Reader plans with offline reading and early access');
    expect(claimText(offline, { ...all, earlyAccess: false })).toBe(
      'Reader plans with reading themes and progress sync',
    );
    expect(claimText(offline, none)).toBeNull();
  });

  it('names, for every delivered capability, the screen where it is used, and none for the rest', () => {
    const screens: readonly string[] = [...PUBLIC_PATHS, ...SIGNED_IN_PATHS];
    for (const [key, capability] of Object.entries(CAPABILITIES)) {
      if (capability.delivered) expect(screens, key).toContain(capability.screen);
      else expect(capability.screen, key).toBeNull();
    }
  });
});
