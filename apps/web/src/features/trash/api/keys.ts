import { listKeys } from '../../../lib/resource-api';

/** Query keys of the trash. */
export const trashKeys = listKeys('trash');
