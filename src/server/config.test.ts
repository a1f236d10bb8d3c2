import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config';

describe('loadConfig', () => {
  it('falls back to the embedded defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.s3).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('listens on loopback only outside production, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('localhost');
    expect(loadConfig({ HOST: '' }).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'local' }).host).toBe('0.0.0.0');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('switches to the production parts by their variables', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@h/db',
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://s3:9000',
      REDIS_URL: 'redis://r:6379',
    });
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.s3?.bucket).toBe('b');
    expect(c.redisUrl).toBe('redis://r:6379');
  });

  it('refuses to start in production without a named payment provider', () => {
    // The local provider completes checkouts without money: production must choose it on purpose.
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'local' }).stripe).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /'stripe' needs STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    // Outside production the Stripe settings still decide on their own.
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it('has every setting it reads in the README, payment settings included', () => {
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const settings = readme.slice(readme.indexOf('## Settings'), readme.indexOf('## Production'));
    const stripe = [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_<PLAN>_<INTERVAL>',
      'STRIPE_PRICES',
      'STRIPE_API_BASE',
    ];
    const missing = [...ENV_VARIABLES, ...stripe].filter((name) => !settings.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
