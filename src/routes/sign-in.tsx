import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { safeRedirect } from '../app/sign-in/safe-redirect';
import { SignInPage } from '../app/sign-in/sign-in-page';
import { optionalString } from '../lib/search-params';

export const Route = createFileRoute('/sign-in')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: optionalString(search.redirect),
  }),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return <SignInPage onSignedIn={() => void navigate({ to: safeRedirect(redirect) })} />;
}
