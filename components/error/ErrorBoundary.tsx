import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@/lib/api/report-client-error';
import { ErrorPage } from './ErrorPage';

interface State {
  error: Error | null;
}

/** Shows the error page instead of a blank screen when rendering fails in the browser, and logs it. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError(`Render error: ${error.message}`, error, info.componentStack ?? undefined);
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    // A new page is a fresh start.
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) return <ErrorPage>{this.state.error.message}</ErrorPage>;
    return this.props.children;
  }
}
