import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorView } from 'react-admin';

interface State {
  error?: Error;
  errorInfo?: ErrorInfo;
}

/** A page that crashes shows react-admin's error view inside the layout; moving to another page clears it. */
export class LayoutErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, errorInfo: ErrorInfo) {
    this.setState({ error, errorInfo });
  }

  private readonly reset = () => this.setState({ error: undefined, errorInfo: undefined });

  override render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return <ErrorView error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />;
  }
}
