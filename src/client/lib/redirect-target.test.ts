import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeRedirectTarget('/stories')).toBe('/stories');
    expect(safeRedirectTarget('/stories/42/session?chapter=3')).toBe('/stories/42/session?chapter=3');
  });

  it('falls back for missing, foreign or protocol-relative targets', () => {
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget('')).toBe('/');
    expect(safeRedirectTarget('https://evil.example/')).toBe('/');
    expect(safeRedirectTarget('//evil.example')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
    expect(safeRedirectTarget('javascript:alert(1)')).toBe('/');
  });

  it('never returns to the guest-only screens', () => {
    expect(safeRedirectTarget('/login')).toBe('/');
    expect(safeRedirectTarget('/register?x=1')).toBe('/');
    expect(safeRedirectTarget('/login-help')).toBe('/login-help');
  });
});

describe('loginPathFor', () => {
  it('remembers where the guest was going', () => {
    expect(loginPathFor('/worlds/create')).toBe('/login?redirectTo=%2Fworlds%2Fcreate');
    expect(
      safeRedirectTarget(new URLSearchParams(loginPathFor('/a?b=1').split('?')[1]).get('redirectTo')),
    ).toBe('/a?b=1');
  });

  it('adds nothing for the dashboard', () => {
    expect(loginPathFor('/')).toBe('/login');
  });
});
