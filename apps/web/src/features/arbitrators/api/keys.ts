import { resourceKeys } from '../../../lib/resource-api';

/** Query keys of the arbitrators feature. */
export const arbitratorKeys = resourceKeys('arbitrators');
