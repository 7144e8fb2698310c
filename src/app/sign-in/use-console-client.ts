import { useRouter } from '@tanstack/react-router';

/**
 * The console's query client, for signing in: the sign-in page draws without one (the client and its
 * cache travel with the console's frame), and asks for it when the person connects.
 */
export function useConsoleClient() {
  return useRouter().options.context.consoleClient;
}
