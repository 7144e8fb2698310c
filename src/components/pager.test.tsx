import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageOf, Pager } from './pager';

describe('a list a page at a time', () => {
  it('shows which rows of how many, and turns to the next and previous page', async () => {
    const onPage = vi.fn();
    render(<Pager label="Status changes" page={2} pageSize={25} total={4380} onPage={onPage} next="Older" />);
    expect(screen.getByRole('status')).toHaveTextContent('26–50 of 4,380');
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('keeps a page past the end on the last one, and draws nothing for one page', () => {
    const rows = Array.from({ length: 60 }, (_, i) => i);
    expect(pageOf(rows, 9, 25)).toEqual(rows.slice(50));
    expect(pageOf(rows, 0, 25)).toEqual(rows.slice(0, 25));
    const { container } = render(
      <Pager label="x" page={1} pageSize={25} total={25} onPage={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
