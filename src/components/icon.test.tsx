import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { ICON_NAMES } from './icon-names';
import { NAVIGATION_ICONS } from './icon-names.gen';

describe('the icon sprite', () => {
  // The navigation's entries are checked where they are named: their icon's type is IconName.
  it('draws every name <Icon> accepts, and no other', () => {
    const sprite = readFileSync('src/components/icons.svg', 'utf8');
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...ICON_NAMES, ...NAVIGATION_ICONS].sort());
  });

  it('draws a name from the sprite, at the size asked, hidden from assistive technology', () => {
    const { container } = render(<Icon name="play" size={14} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '14');
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(/icons\.svg(\?[\w-]+)?#play$/);
  });
});
