import { useMutation, type QueryFunctionContext } from '@tanstack/react-query';
import type { OpenapiQueryClient } from 'openapi-react-query';
import { fetchClient } from './client';
import type { paths } from './schema.gen';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Call = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const call = (method: Method): Call =>
  fetchClient[method.toUpperCase() as Uppercase<Method>] as unknown as Call;

/** An answer's body (null when it has none: a query's data is never undefined), or its error thrown. */
async function answered(method: Method, path: string, init: object): Promise<unknown> {
  const { data, error, response } = await call(method)(path, init);
  if (error) throw error;
  const empty = response.status === 204 || response.headers.get('Content-Length') === '0';
  return empty ? (data ?? null) : data;
}

const queryFn = ({ queryKey: [method, path, init], signal }: QueryFunctionContext<readonly unknown[]>) =>
  answered(method as Method, path as string, { signal, ...(init as object) });

/**
 * Typed TanStack Query helpers over the one client: `$api.queryOptions('get', '/roles')`, keyed
 * `[method, path, init]`, and `$api.useMutation('post', '/roles')`. These are openapi-react-query's two
 * helpers the console uses, with its types; its factory also builds `useInfiniteQuery` and
 * `useSuspenseQuery` hooks, which would bring TanStack's infinite-query observer into every page
 * (only Logs pages through its events). A module of its own so that the first visit, which reads the
 * identity through the client but shows no query, loads none of this.
 */
export const $api: Pick<OpenapiQueryClient<paths>, 'queryOptions' | 'useMutation'> = {
  queryOptions: ((method: Method, path: string, ...[init, options]: [object?, object?]) => ({
    queryKey: init === undefined ? [method, path] : [method, path, init],
    queryFn,
    ...options,
  })) as OpenapiQueryClient<paths>['queryOptions'],
  useMutation: ((method: Method, path: string, options?: object) =>
    useMutation({
      mutationKey: [method, path],
      mutationFn: (init: object) => answered(method, path, init),
      ...options,
    })) as OpenapiQueryClient<paths>['useMutation'],
};
