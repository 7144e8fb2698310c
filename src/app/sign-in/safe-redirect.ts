/** Where to go after signing in: only a path of this console, never another origin. */
export function safeRedirect(target: string | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  if (target.startsWith('/sign-in')) return fallback;
  return target;
}
