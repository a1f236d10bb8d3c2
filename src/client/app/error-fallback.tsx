/**
 * What an unexpected error shows (SPEC section 2, "Error fallback"; section 8): the fixed
 * heading and text, a Refresh Page button that reloads, and the details folded away.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { buttonClassName } from '@client/components/ui/button-styles';
import { useServerContentHandoff } from './server-content';

/** Readable text for anything thrown: Errors, router error responses, strings. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `${error.status} ${error.statusText}\n${JSON.stringify(error.data, null, 2)}`;
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  try {
    return typeof error === 'string' ? error : JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

type Props = {
  /** What was thrown; shown in the collapsible details. */
  error: unknown;
};

export function ErrorFallback({ error }: Props) {
  // A server-drawn page still on screen gives way, so the error is seen.
  useServerContentHandoff(true);
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <title>Something went wrong · Inkforge</title>
      <section
        aria-labelledby="error-fallback-title"
        className="w-full max-w-lg rounded-2xl border border-line bg-surface p-8 text-center shadow-lg"
      >
        <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-danger/10 text-danger">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </div>
        <h1 id="error-fallback-title" className="font-display text-2xl font-bold text-ink">
          Something went wrong
        </h1>
        <p className="mt-3 text-ink-muted">
          We encountered an unexpected error. Please try refreshing the page.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClassName('primary', 'md', 'mt-6')}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh Page
        </button>
        <details className="mt-6 text-left">
          <summary className="cursor-pointer rounded text-sm font-medium text-ink-muted hover:text-ink">
            Error details
          </summary>
          <pre className="mt-3 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-line bg-surface-muted p-3 text-xs text-ink">
            {describe(error)}
          </pre>
        </details>
      </section>
    </div>
  );
}

/** The router's error boundary: a render or loader error of any screen lands here. */
export function RouteErrorFallback() {
  return <ErrorFallback error={useRouteError()} />;
}

/** Catches what happens outside the router (providers); the router catches the rest. */
type BoundaryState = { failed: boolean; error: unknown };

export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
