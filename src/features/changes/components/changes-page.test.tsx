import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChangesPage } from './changes-page';

describe('"What changed" opened without a window', () => {
  it('compares the last 30 minutes with the 30 before, completing the link in place', () => {
    const onChange = vi.fn();
    const before = Date.now();
    render(<ChangesPage url={{ ds: ['web'], q: 'level = error' }} onChange={onChange} />);
    expect(screen.getByRole('heading', { name: 'What changed', level: 1 })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    const [next, how] = onChange.mock.calls[0] as [{ from: number; to: number }, unknown];
    expect(next).toMatchObject({ ds: ['web'], q: 'level = error' });
    expect(next.to - next.from).toBe(30 * 60_000);
    expect(next.to).toBeGreaterThanOrEqual(before);
    // Replacing the entry: Back leaves the page rather than returning to the link without a window.
    expect(how).toEqual({ replace: true });
  });
});
