import { resourceKeys } from '../../../lib/resource-api';

/** Query keys of the users feature. */
export const userKeys = resourceKeys('users');
