import { Component } from "react"
import type { ErrorInfo, ReactNode } from "react"
import { ErrorScreen } from "./error-screen"

export type ErrorBoundaryProps = { children: ReactNode }
type ErrorBoundaryState = { failed: boolean }

/** Wraps every page: a render error ends on a helpful screen instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unexpected application error:", error, info.componentStack)
  }

  render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children
  }
}
