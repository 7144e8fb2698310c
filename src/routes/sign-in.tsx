import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { safeRedirect } from '../app/sign-in/safe-redirect';
import { SignInPage } from '../app/sign-in/sign-in-page';

export const Route = createFileRoute('/sign-in')({
  validateSearch: z.object({ redirect: z.string().optional() }),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return <SignInPage onSignedIn={() => void navigate({ to: safeRedirect(redirect) })} />;
}
