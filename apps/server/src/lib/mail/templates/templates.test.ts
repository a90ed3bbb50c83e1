import { describe, expect, it } from 'vitest';
import { passwordLink } from './password-link.v1.ts';

/**
 * What each template renders, kept as files beside it: a change of wording shows up as a diff of
 * the snapshot in review (update with `npx vitest run -u` after checking it).
 */
describe('mail templates', () => {
  it('password-link.v1 renders the link in both parts, escaped in HTML', async () => {
    const mail = passwordLink(
      { name: 'Nicolò', surname: 'Calì' },
      'https://backoffice.example.it/reset-password?token=abc&x=<1>',
    );
    expect(mail.kind).toBe('password-link.v1');
    expect(mail.subject).toBe('Imposta la tua password');
    expect(mail.html).not.toContain('<1>');
    await expect(mail.html).toMatchFileSnapshot('./__snapshots__/password-link.v1.html');
    await expect(mail.text).toMatchFileSnapshot('./__snapshots__/password-link.v1.txt');
  });
});
