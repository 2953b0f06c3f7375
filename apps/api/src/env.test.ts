// The settings the server reads at start for running as several processes and behind a load balancer
// (README "Running in production"): a wrong value stops the start with its name, never a guess.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readServerEnv } from './env';

describe('readServerEnv', () => {
  it('reads GARDEN_WORKERS as a count, auto as one per core, and unset as one process', () => {
    expect(readServerEnv({}).workers).toBeUndefined();
    expect(readServerEnv({ GARDEN_WORKERS: '' }).workers).toBeUndefined();
    expect(readServerEnv({ GARDEN_WORKERS: '3' }).workers).toBe(3);
    expect(readServerEnv({ GARDEN_WORKERS: 'auto' }).workers).toBe(availableParallelism());
    for (const wrong of ['0', '-1', '2.5', 'many']) expect(() => readServerEnv({ GARDEN_WORKERS: wrong })).toThrow(/GARDEN_WORKERS/);
  });

  it('reads GARDEN_TRUSTED_PROXIES as addresses, and refuses anything else', () => {
    expect(readServerEnv({}).trustedProxies).toEqual([]);
    expect(readServerEnv({ GARDEN_TRUSTED_PROXIES: '10.0.0.5, 10.0.0.6,::1' }).trustedProxies).toEqual(['10.0.0.5', '10.0.0.6', '::1']);
    expect(() => readServerEnv({ GARDEN_TRUSTED_PROXIES: '10.0.0.0/8' })).toThrow(/GARDEN_TRUSTED_PROXIES/);
  });

  it('takes GARDEN_OPERATOR_TOKEN only when it is long enough to guard the operator API', () => {
    expect(readServerEnv({}).operatorToken).toBeUndefined();
    const token = 'x'.repeat(43);
    expect(readServerEnv({ GARDEN_OPERATOR_TOKEN: ` ${token}\n` }).operatorToken).toBe(token);
    expect(() => readServerEnv({ GARDEN_OPERATOR_TOKEN: 'secret' })).toThrow(/GARDEN_OPERATOR_TOKEN/);
  });

  it('reads GARDEN_STOP_NOTICE_SECONDS as whole seconds up to two minutes, none when unset', () => {
    expect(readServerEnv({}).stopNoticeSeconds).toBe(0);
    expect(readServerEnv({ GARDEN_STOP_NOTICE_SECONDS: '10' }).stopNoticeSeconds).toBe(10);
    for (const wrong of ['-1', '2.5', '121', 'soon'])
      expect(() => readServerEnv({ GARDEN_STOP_NOTICE_SECONDS: wrong })).toThrow(/GARDEN_STOP_NOTICE_SECONDS/);
  });

  it('reads GARDEN_PUBLIC_URL as the origin payment links are built on, this machine’s port when unset', () => {
    expect(readServerEnv({ PORT: '8081' }).publicOrigin).toBe('http://localhost:8081');
    expect(readServerEnv({ GARDEN_PUBLIC_URL: 'https://Shop.Example.com/' }).publicOrigin).toBe('https://shop.example.com');
    for (const wrong of ['shop.example.com', 'https://shop.example.com/pay', 'ftp://shop.example.com', 'https://shop.example.com?x=1'])
      expect(() => readServerEnv({ GARDEN_PUBLIC_URL: wrong })).toThrow(/GARDEN_PUBLIC_URL/);
  });
});
