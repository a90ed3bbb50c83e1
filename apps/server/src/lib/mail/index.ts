export { enqueueMail, type OutgoingMail } from './outbox.ts';
export { esc, type RenderedMail } from './render.ts';
export { createMailTransport, type MailTransport } from './transport.ts';
export { MailWorker, type MailWorkerOptions } from './worker.ts';
