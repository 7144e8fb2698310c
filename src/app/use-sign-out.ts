import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { signOut } from './session';

/**
 * Signing out, from the header or the session-ended dialog: leave the console first (the page asks
 * about unsaved work, and no mounted page asks for data again once the cache is cleared), then forget
 * the credentials, every answer and every draft.
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => void navigate({ to: '/sign-in' }).then(() => signOut(queryClient));
}
