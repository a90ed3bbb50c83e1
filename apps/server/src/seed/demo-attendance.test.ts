import { romeWireDate } from '@app/shared';
import { subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../test/test-app.ts';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from './context.ts';
import { YESTERDAY_CONFERENCE } from './parts/attendance.ts';
import { seedDemo } from './run.ts';

const { t } = useTestApp({ seed: (t) => seedDemo(t.app.db), timeout: 120_000, as: null });

describe('the demo conference day', () => {
  it('holds a conference held yesterday, with participants checked in and their certificates', async () => {
    const admin = await signIn(t.app, 'admin');
    const list = (
      await t.app.inject({ url: '/api/conferences?q=deontologia', headers: admin.headers })
    ).json();
    const conf = list.conferences.find((c: { title: string }) => c.title === YESTERDAY_CONFERENCE);
    expect(conf.date_end).toBe(romeWireDate(subDays(new Date(), 1)));
    const att = (
      await t.app.inject({ url: `/api/conferences/${conf.id}/attendance`, headers: admin.headers })
    ).json();
    expect(att.counts.arrived).toBeGreaterThanOrEqual(4);
    expect(att.counts.missing).toBeGreaterThanOrEqual(1);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.auth_token}` };
    const { certificates } = (await t.app.inject({ url: '/api/member/certificates', headers })).json();
    expect(certificates.map((c: { conference: string }) => c.conference)).toContain(YESTERDAY_CONFERENCE);
    const pdf = await t.app.inject({ url: certificates[0].certificate_url, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});
