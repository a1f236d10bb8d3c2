import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('switches to the production parts by their variables', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h/db', S3_BUCKET: 'b', S3_ENDPOINT: 'http://s3:9000', REDIS_URL: 'redis://r:6379' });
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.s3?.bucket).toBe('b');
    expect(c.redisUrl).toBe('redis://r:6379');
  });
});
