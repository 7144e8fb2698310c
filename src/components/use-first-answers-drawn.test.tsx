import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: what it knows is once per load of the console. */
async function freshHook() {
  vi.resetModules();
  return (await import('./use-first-answers-drawn')).useFirstAnswersDrawn;
}

function renderWith(useDrawn: () => boolean, answer: Promise<string>) {
  function Page() {
    useQuery({ queryKey: ['first'], queryFn: () => answer });
    return <p>{useDrawn() ? 'drawn' : 'waiting'}</p>;
  }
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
}

describe('the first answers drawn', () => {
  afterEach(() => vi.useRealTimers());

  it('holds what waits until the page has its answers and a frame has painted them, then never again', async () => {
    const useDrawn = await freshHook();
    let answer: (text: string) => void = () => undefined;
    const view = renderWith(useDrawn, new Promise((resolve) => (answer = resolve)));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    answer('rows');
    expect(await screen.findByText('drawn')).toBeInTheDocument();
    view.unmount();
    // Every page after: at once.
    renderWith(useDrawn, new Promise(() => undefined));
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('goes ahead after a few seconds when the answers do not come', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const useDrawn = await freshHook();
    renderWith(useDrawn, new Promise(() => undefined));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});
