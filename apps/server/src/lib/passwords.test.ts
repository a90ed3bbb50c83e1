import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

// Written by the argon2 package (0.45.1) before the switch to @node-rs/argon2: stored hashes must keep
// working. That package writes the parameters as m,p,t; the reference encoder writes m,t,p.
const OLD = {
  current: {
    password: 'vecchia-password-1',
    hash: '$argon2id$v=19$m=19456,p=1,t=2$+fn6/1u5Dvaqvm7NdygISA$9LgSyXznWWIH6gOMvQOycWXTFkvNlbF8hL3XAeJJ1pY',
  },
  heavier: {
    password: 'Ancora Un Altra 2!',
    hash: '$argon2id$v=19$m=65536,p=4,t=3$Nf0vk3uGXDUMcQdUle8IxA$DYPzJF5qQaLEan5RGu3IY9CvlM/B2dzNKvBYX8WX9Aw',
  },
  argon2i: {
    password: 'argon2i-legacy',
    hash: '$argon2i$v=19$m=4096,p=1,t=3$MCB8r0UhSTojXHP3eYfuyg$qGSCSxZJwMhzvP0Dx6yj3oPuKhTRWknTz5wxa11X6QE',
  },
};

describe('hashes written by the argon2 package', () => {
  for (const [name, { password, hash }] of Object.entries(OLD)) {
    it(`verifies the ${name} one and refuses a wrong password`, async () => {
      expect(await verifyPassword(hash, password)).toBe(true);
      expect(await verifyPassword(hash, `${password}x`)).toBe(false);
    });
  }

  it('reads the parameters in the reference order too (m,t,p)', async () => {
    const canonical = OLD.current.hash.replace('m=19456,p=1,t=2', 'm=19456,t=2,p=1');
    expect(await verifyPassword(canonical, OLD.current.password)).toBe(true);
  });
});

describe('new hashes', () => {
  it('are argon2id with memory 19456 KiB, 2 passes, 1 lane, and verify', async () => {
    const hash = await hashPassword('una password nuova');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'una password nuova')).toBe(true);
    expect(await verifyPassword(hash, 'una password nuovA')).toBe(false);
  });

  it('are salted: the same password hashes differently', async () => {
    expect(await hashPassword('stessa')).not.toBe(await hashPassword('stessa'));
  });
});

describe('what cannot verify', () => {
  it('answers false for no hash (after the dummy verification) and for a malformed one', async () => {
    expect(await verifyPassword(null, 'qualsiasi')).toBe(false);
    expect(await verifyPassword(undefined, 'qualsiasi')).toBe(false);
    expect(await verifyPassword('', 'qualsiasi')).toBe(false);
    expect(await verifyPassword('$argon2id$rotto', 'qualsiasi')).toBe(false);
    expect(await verifyPassword('not a hash', 'qualsiasi')).toBe(false);
  });
});
