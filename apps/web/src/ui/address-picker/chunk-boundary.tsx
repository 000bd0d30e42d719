import { Component, type ReactNode } from 'react';

/**
 * Catches a lazily loaded part that fails to load or render (ChunkLoadError, offline…): the page
 * stays, `onError` says so (a toast), and the part is dropped until the key changes.
 */
export class ChunkBoundary extends Component<{ onError: (err: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(err: unknown) {
    console.error(err);
    this.props.onError(err);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
