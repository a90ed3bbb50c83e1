import { resourceKeys } from '../../../lib/resource-api';

const base = resourceKeys('memberships');

/** Query keys of the memberships (companies) feature; a membership is known by its subscription id. */
export const membershipKeys = {
  ...base,
  detail: (subscriptionId: string) => [...base.details(), subscriptionId] as const,
};
