import { $api } from './client';

/** The datasets of the organisation, in the list form that still carries legacy logset/log names. */
export const datasetsQuery = () => $api.queryOptions('get', '/logs', undefined, { staleTime: 60_000 });
