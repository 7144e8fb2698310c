import { useIsFetching } from '@tanstack/react-query';
import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Past this, what waits goes ahead anyway: a slow answer holds nothing back for long. */
const MAX_WAIT_MS = 3000;

let drawn = false;
let since: number | undefined;
const listeners = new Set<() => void>();

function markDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const listener of listeners) listener();
}

/**
 * Whether the first page's answers have arrived and been drawn, once per load of the console: true
 * once nothing is being fetched and a frame has been painted since, or MAX_WAIT_MS after it was first
 * asked; from then on, on every page, true at once.
 */
function useFirstAnswersDrawn(): boolean {
  const [isDrawn, setDrawn] = useState(drawn);
  const fetching = useIsFetching();
  useEffect(() => {
    if (isDrawn) return;
    // Not a transition: what waited suspends while its code loads, and a suspended transition would
    // hold back every other one (the router's next address) until it arrives.
    const listener = () => setDrawn(true);
    if (drawn) return listener();
    listeners.add(listener);
    since ??= performance.now();
    const cap = setTimeout(markDrawn, Math.max(0, MAX_WAIT_MS - (performance.now() - since)));
    if (fetching > 0)
      return () => {
        listeners.delete(listener);
        clearTimeout(cap);
      };
    // The frame that draws the last answer, then the next one: the work that waited starts after both.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => (timer = setTimeout(markDrawn)));
    });
    return () => {
      listeners.delete(listener);
      clearTimeout(cap);
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [fetching, isDrawn]);
  return isDrawn;
}

/**
 * A component whose code loads once the page's first answers are drawn: what a page does not need for
 * its first paint and weighs most (the query editor, the histogram's chart) waits, so the answers and
 * the first rows have the network and the thread to themselves (on a phone's network, the editor's and
 * the charts' 180 kB arriving beside Logs' first events held the rows back by a second). Until its code
 * has arrived it draws its `standIn` (the same size, so nothing moves). It never suspends: a render that
 * suspends in a transition (the router's, for the next address) would hold that transition back until
 * the code arrived, and the page would answer a click late.
 */
export function afterFirstAnswers<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return function AfterFirstAnswers({ standIn, ...props }: P & { standIn: ReactNode }) {
    const isDrawn = useFirstAnswersDrawn();
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (!isDrawn || loaded) return;
      let mounted = true;
      void (loading ??= load()).then((component) => {
        loaded = component;
        if (mounted) setArrived(true);
      });
      return () => {
        mounted = false;
      };
    }, [isDrawn]);
    return loaded ? createElement(loaded, props as unknown as P) : standIn;
  };
}
