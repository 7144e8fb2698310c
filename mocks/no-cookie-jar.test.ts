import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as standIn from './no-cookie-jar';

const MSW = 'node_modules/msw/lib/core';

/** Every file of MSW's browser build that imports from tough-cookie, with the names it imports. */
function toughCookieImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.mjs')) {
        const match = /import\s*\{([^}]*)\}\s*from\s*["']tough-cookie["']/.exec(readFileSync(path, 'utf8'));
        if (match?.[1])
          found.set(
            path,
            match[1]
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean),
          );
      }
    }
  };
  visit(MSW);
  return found;
}

describe("the demo's empty cookie jar (tough-cookie's stand-in in the browser build)", () => {
  it('has everything MSW imports from tough-cookie, so an MSW upgrade that needs more fails here', () => {
    const imports = toughCookieImports();
    expect([...imports.keys()]).toEqual([join(MSW, 'utils/cookieStore.mjs')]);
    for (const name of imports.get(join(MSW, 'utils/cookieStore.mjs')) ?? [])
      expect(standIn, `the stand-in exports ${name}`).toHaveProperty(name);
  });

  it('holds no cookies, and says which answer set one', async () => {
    const jar = new standIn.CookieJar();
    expect(jar.getCookiesSync()).toEqual([]);
    expect(standIn.Cookie.fromJSON()).toBeUndefined();
    expect(new standIn.MemoryCookieStore().idx).toEqual({});
    await expect(jar.setCookie('session=abc; Path=/', 'http://localhost/demo-api/identity')).rejects.toThrow(
      'The demo service sets no cookies, but its answer to http://localhost/demo-api/identity set "session".',
    );
  });
});
