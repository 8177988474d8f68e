import { Component, type ErrorInfo, type ReactNode } from 'react';
import { config } from '../../config';
import { navigation } from '../../providers/navigation';
import { isChunkLoadError } from './chunk-load-error';
import { ErrorFallback } from './error-fallback';
import { errorLog, type ErrorLogStore } from './error-log-store';

type Props = {
  children: ReactNode;
  /** The route path: a new one clears the error, so leaving a crashed page works. */
  resetKey?: string;
  store?: ErrorLogStore;
  /** Default: the router's navigation to the home page. */
  onHome?: () => void;
  /** Default: a full page load. */
  onReload?: () => void;
};

type State = { error: Error | null };

const asError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));

/** Catches a page's render error, records it in the error log, and offers a way back. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: asError(error) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    const { message, stack } = asError(error);
    (this.props.store ?? errorLog).add({
      message: message || String(error),
      stack: stack ?? '',
      info: info.componentStack ?? '',
    });
  }

  componentDidUpdate(prevProps: Props, prevState: State) {
    // Only an error that was already on screen is cleared: one thrown by the new page stays.
    if (prevState.error && this.state.error && prevProps.resetKey !== this.props.resetKey) this.reset();
  }

  private reset = () => this.setState({ error: null });

  private goHome = () => {
    const { onHome, resetKey } = this.props;
    if (onHome) onHome();
    else navigation.go(config.homePath);
    // Leaving for another path resets through resetKey; re-rendering the crashed page before
    // that would only record the same error again.
    if (resetKey === undefined || resetKey === config.homePath) this.reset();
  };

  private reload = () => (this.props.onReload ?? (() => window.location.reload()))();

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorFallback error={error} chunkFailure={isChunkLoadError(error)} onHome={this.goHome} onReload={this.reload} />
    );
  }
}
