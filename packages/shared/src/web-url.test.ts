import { describe, expect, it } from 'vitest';
import { ZExpertInput } from './experts.ts';
import { isWebUrl, WEB_URL_INVALID, ZOptionalWebUrl, ZWebUrl } from './web-url.ts';

describe('web URLs', () => {
  it('accepts only absolute http(s) URLs', () => {
    for (const ok of [
      'https://ferri.it',
      'http://example.com/a?b=1#c',
      'HTTPS://Studio.Example.org:8443/x',
    ]) {
      expect(isWebUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript://example.com/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://example.com',
      '//example.com',
      '/relative/path',
      'example.com',
      'http:example.com',
      'https://',
      'https://exa mple.com',
      'http://exa\nmple.com',
    ]) {
      expect(isWebUrl(bad), bad).toBe(false);
    }
  });

  it('words the refusal in Italian; the optional form maps blank to null', () => {
    const res = ZWebUrl.safeParse('javascript:alert(1)');
    expect(res.success).toBe(false);
    expect(res.error?.issues[0].message).toBe('Indirizzo web non valido: usa http:// o https://');
    expect(ZOptionalWebUrl.parse('  ')).toBeNull();
    expect(ZOptionalWebUrl.parse(null)).toBeNull();
    expect(ZOptionalWebUrl.parse(' https://ferri.it ')).toBe('https://ferri.it');
  });

  it("is the expert's website rule, on the server and in the editor's resolver alike", () => {
    const expert = { user_id: 1, country_id: 1, name: 'Anna', surname: 'Ferri' };
    const res = ZExpertInput.safeParse({ ...expert, website: 'javascript:alert(document.cookie)' });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['website', WEB_URL_INVALID],
    ]);
    expect(ZExpertInput.parse({ ...expert, website: 'https://ferri.it' }).website).toBe('https://ferri.it');
  });
});
