import { Component, Suspense, type ReactNode } from 'react';
import { ChunkError } from './chunk-error.tsx';

interface State {
  failed: boolean;
}

/**
 * Around a React.lazy piece (dialogs, the mobile menu): while it downloads, nothing (or `fallback`);
 * if it cannot be downloaded, the retry message instead of a blank area.
 */
export class LazyBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <ChunkError headingLevel={2} />;
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
