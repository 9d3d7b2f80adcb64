import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from '../../../components/crash-screen';

interface State {
  error: Error | null;
}

/** Last line of defence: a crash anywhere in the shell shows the crash screen, and is logged. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('WatchWhere crashed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
