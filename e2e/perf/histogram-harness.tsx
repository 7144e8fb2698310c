// Benchmark harness (served by Vite's dev server in `npm run bench` only): renders the search page's
// histogram with N points and reports how long until it is painted.
import { createRoot } from 'react-dom/client';
import Histogram from '../../src/features/search/components/histogram';

declare global {
  interface Window {
    renderHistogram: (points: number) => Promise<number>;
  }
}

const root = createRoot(document.getElementById('root') as HTMLElement);

window.renderHistogram = (count: number) =>
  new Promise((resolve) => {
    const start = Date.UTC(2026, 10, 20);
    const points = Array.from({ length: count }, (_, i) => ({
      t: start + i * 60_000,
      count: Math.round(50 + 40 * Math.sin(i / 300) + (i % 97 === 0 ? 200 : 0)),
    }));
    root.render(<div key={Math.random()} />);
    requestAnimationFrame(() => {
      const began = performance.now();
      root.render(
        <Histogram
          points={points}
          within={{ from: start, to: start + count * 60_000 }}
          label="bench"
          onZoom={() => undefined}
        />,
      );
      const check = () => {
        if (document.querySelectorAll('.recharts-bar-rectangle').length > 0)
          requestAnimationFrame(() => resolve(performance.now() - began));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  });
