import { Component, type ErrorInfo, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from 'shared-ui';
import { CrashScreen } from '../../../components/crash-screen';
import { ErrorScreen } from '../../../components/error-screen';
import { RemoteLoadError } from '../utils/load-remote-page';

const messages = defineMessages({
  tryAgain: {
    defaultMessage: 'Try again',
    id: 'aUyF2o',
    description: 'Error screen: button loading the page that failed again',
  },
});

/** A remote's page that could not be fetched: the rest of the app still works. */
function UnavailableScreen({ actions }: { actions: ReactNode }) {
  const intl = useIntl();
  return (
    <ErrorScreen
      title={intl.formatMessage({
        defaultMessage: 'This page is unavailable right now',
        id: 'L8N9or',
        description: 'Error screen when a part of the app could not be loaded: heading',
      })}
      message={intl.formatMessage({
        defaultMessage:
          "We couldn't reach this part of WatchWhere. The rest of the app still works; try again in a moment.",
        id: 'xD/PKb',
        description: 'Error screen when a part of the app could not be loaded: explanation',
      })}
      actions={actions}
    />
  );
}

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
    const tryAgain = (
      <Button onClick={this.retry}>
        <FormattedMessage {...messages.tryAgain} />
      </Button>
    );
    if (error instanceof RemoteLoadError) return <UnavailableScreen actions={tryAgain} />;
    return <CrashScreen error={error} extraAction={tryAgain} />;
  }
}
