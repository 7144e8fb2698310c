import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { safeRedirect } from '../app/sign-in/safe-redirect';
import { SignInPage } from '../app/sign-in/sign-in-page';
import { searchParams, text } from '../lib/search-params';

export const Route = createFileRoute('/sign-in')({
  validateSearch: searchParams<{ redirect?: string }>({ redirect: text }),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return <SignInPage onSignedIn={() => void navigate({ to: safeRedirect(redirect) })} />;
}
