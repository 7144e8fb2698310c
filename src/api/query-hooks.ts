import createQueryHooks from 'openapi-react-query';
import { fetchClient } from './client';

/**
 * Typed TanStack Query helpers over the one client: `$api.queryOptions('get', '/roles')`. A module of
 * its own so that the first visit, which reads the identity through the client but shows no query,
 * does not load TanStack Query's observers that these hooks bring.
 */
export const $api = createQueryHooks(fetchClient);
