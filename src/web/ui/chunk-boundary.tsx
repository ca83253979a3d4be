import { Component, type ReactNode } from 'react';
import { asChunkLoadError, recoverFromChunkError } from '../lib/chunk-load';

/**
 * Around a part loaded on use (React.lazy): when its chunk cannot be loaded, the part renders
 * nothing and the page stays, while lib/chunk-load reloads once or shows its notice (ADR 082).
 * Without it the failed import would reach the root's error page and take the whole page away.
 * Any other error goes on up as before.
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    recoverFromChunkError(error);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // Not a chunk's failure: the boundaries above handle it as before.
    if (!asChunkLoadError(error)) throw error;
    return null;
  }
}
