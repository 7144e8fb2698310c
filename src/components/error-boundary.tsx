import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the failed part; `reset` renders it again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a failure in one part of a page (a widget, a chart) from blanking the rest. */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
