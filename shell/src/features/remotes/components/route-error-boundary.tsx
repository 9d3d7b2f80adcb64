import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'shared-ui';
import { CrashScreen } from '../../../components/crash-screen';
import { ErrorScreen } from '../../../components/error-screen';
import { RemoteLoadError } from '../utils/load-remote-page';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a failing route inside its own box: the header, footer and other routes stay usable.
 * A remote that cannot be fetched offers "Try again"; a page that crashed shows the crash screen.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A WatchWhere page failed', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const tryAgain = <Button onClick={this.retry}>Try again</Button>;
    if (error instanceof RemoteLoadError) {
      return (
        <ErrorScreen
          title="This page is unavailable right now"
          message="We couldn't reach this part of WatchWhere. The rest of the app still works; try again in a moment."
          actions={tryAgain}
        />
      );
    }
    return <CrashScreen error={error} extraAction={tryAgain} />;
  }
}
