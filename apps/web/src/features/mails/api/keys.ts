import { resourceKeys } from '../../../lib/resource-api';

/** Query keys of the mail outbox feature. */
export const mailKeys = resourceKeys('mails');
