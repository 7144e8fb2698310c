import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const Chart = () => <p>drawn</p>;

/** A fresh module each time: what it knows is once per load of the console. */
async function freshChart() {
  vi.resetModules();
  const { afterFirstAnswers } = await import('./after-first-answers');
  return afterFirstAnswers(() => Promise.resolve(Chart));
}

type Later = Awaited<ReturnType<typeof freshChart>>;

/** A page asking one question (its answer when `answer` settles) beside the part that waits. */
function renderPage(Later: Later, answer: () => Promise<string>) {
  function Page() {
    useQuery({ queryKey: ['first'], queryFn: answer });
    return <Later standIn={<p>waiting</p>} />;
  }
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Page />
    </QueryClientProvider>,
  );
}

describe('what waits for the first answers to be drawn', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once the page has its answers and a frame has painted them, then at once on every page', async () => {
    const Later = await freshChart();
    let answer: (text: string) => void = () => undefined;
    const asked = new Promise<string>((resolve) => (answer = resolve));
    const view = renderPage(Later, () => asked);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    answer('rows');
    expect(await screen.findByText('drawn')).toBeInTheDocument();
    view.unmount();
    // Every page after: at once, its code already in.
    renderPage(Later, () => new Promise(() => undefined));
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('loads after a few seconds when the answers do not come', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const Later = await freshChart();
    renderPage(Later, () => new Promise(() => undefined));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    // The chart's code arrives (a promise): then it is drawn.
    await act(async () => undefined);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});
