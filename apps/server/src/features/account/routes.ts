import {
  success,
  ZAccountPasswordChange,
  ZAccountSecurity,
  ZAccountSession,
  ZIdParam,
  ZOk,
  ZSecuritySettings,
  ZTotpCodeInput,
  ZTotpEnrolment,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin2fa } from '../../lib/mfa.ts';
import { assertPasswordPolicy } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { checkCurrentPassword, setOwnPassword } from './password.ts';
import {
  confirmEnrolment,
  disableTotp,
  endOtherSessions,
  endSession,
  listSessions,
  saveSecuritySettings,
  securityOf,
  startEnrolment,
} from './service.ts';

/** The signed-in user's own account: sessions and two-factor sign-in; the admins' 2FA policy. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const own = { access: 'authenticated' as const };
  // also callable by a session restricted to enrolling 2FA
  const enrol = { access: 'authenticated' as const, mfaEnrolment: true };
  const tags = ['account'];

  app.get(
    '/account/security',
    {
      config: enrol,
      schema: {
        tags,
        summary: 'Stato della verifica in due passaggi',
        response: { 200: success({ security: ZAccountSecurity }) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      security: await securityOf(app.db, req.user!, req.sessionId!),
    }),
  );

  app.get(
    '/account/sessions',
    {
      config: own,
      schema: {
        tags,
        summary: 'Sessioni attive dell’utente',
        response: { 200: success({ sessions: z.array(ZAccountSession) }) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      sessions: await listSessions(app.db, req.user!.id, req.sessionId!),
    }),
  );

  app.delete(
    '/account/sessions/:id',
    {
      config: own,
      schema: { tags, summary: 'Termina una propria sessione', params: ZIdParam, response: { 200: ZOk } },
    },
    async (req) => {
      await req.write((tx, audit) => endSession(tx, audit, req.user!.id, req.params.id));
      return { status: 'success' as const };
    },
  );

  app.delete(
    '/account/sessions',
    {
      config: own,
      schema: {
        tags,
        summary: 'Termina tutte le altre proprie sessioni',
        response: { 200: success({ ended: z.number().int() }) },
      },
    },
    async (req) => {
      const ended = await req.write((tx, audit) => endOtherSessions(tx, audit, req.user!.id, req.sessionId!));
      return { status: 'success' as const, ended };
    },
  );

  app.post(
    '/account/totp',
    {
      config: enrol,
      schema: {
        tags,
        summary: 'Avvia l’attivazione: segreto, URL otpauth e QR code',
        response: { 200: success({ enrolment: ZTotpEnrolment }) },
      },
    },
    async (req) => {
      const enrolment = await req.write((tx, audit) => startEnrolment(tx, audit, req.user!));
      return { status: 'success' as const, enrolment };
    },
  );

  app.post(
    '/account/totp/confirm',
    {
      config: enrol,
      schema: {
        tags,
        summary: 'Conferma con un codice dell’app; restituisce i codici di recupero (una sola volta)',
        body: ZTotpCodeInput,
        response: { 200: success({ recovery_codes: z.array(z.string()) }) },
      },
    },
    async (req) => {
      const codes = await req.write((tx, audit) =>
        confirmEnrolment(tx, audit, req.user!, req.sessionId!, req.body.code),
      );
      return { status: 'success' as const, recovery_codes: codes };
    },
  );

  app.post(
    '/account/totp/disable',
    {
      config: own,
      schema: {
        tags,
        summary: 'Disattiva la verifica in due passaggi (serve un codice)',
        body: ZTotpCodeInput,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await req.write((tx, audit) => disableTotp(tx, audit, req.user!, req.body.code));
      return { status: 'success' as const };
    },
  );

  app.post(
    '/account/password',
    {
      config: own,
      schema: {
        tags,
        summary: 'Cambia la propria password (serve quella attuale); chiude le altre sessioni',
        body: ZAccountPasswordChange,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      assertPasswordPolicy(req.body.new_password, 'new_password');
      const me = req.user!;
      const attempt = await checkCurrentPassword(app.db, me, req.ip, req.body.current_password);
      const hash = await hashPassword(req.body.new_password);
      await req.write((tx, audit) => setOwnPassword(tx, audit, me.id, req.sessionId!, attempt, hash));
      return { status: 'success' as const };
    },
  );

  app.get(
    '/account/security-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Impostazioni di sicurezza (amministratori)',
        response: { 200: success({ settings: ZSecuritySettings }) },
      },
    },
    async () => ({
      status: 'success' as const,
      settings: { require_admin_2fa: await requireAdmin2fa(app.db) },
    }),
  );

  app.put(
    '/account/security-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Rende obbligatoria (o no) la verifica in due passaggi per tutti gli amministratori',
        body: ZSecuritySettings,
        response: { 200: success({ settings: ZSecuritySettings }) },
      },
    },
    async (req) => {
      const settings = await req.write((tx, audit) =>
        saveSecuritySettings(tx, audit, req.user!.id, req.body),
      );
      return { status: 'success' as const, settings };
    },
  );
}
