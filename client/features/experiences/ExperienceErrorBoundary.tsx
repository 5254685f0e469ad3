// docs/rules/experiences.md#errors-spec-001-8: component errors are caught by a boundary that reports name, message, stack,
// boundary name and type (default secondary), and renders its fallback if given, else nothing.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logExperienceEvent } from './log.ts';

export interface ExperienceErrorBoundaryProps {
  name: string;
  /** The experience it wraps (`placement:experience`), reported with the error. */
  placedExperienceId?: string;
  type?: 'primary' | 'secondary';
  fallback?: ReactNode;
  children: ReactNode;
}

export class ExperienceErrorBoundary extends Component<ExperienceErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    logExperienceEvent('error_boundary', {
      name: error.name,
      message: error.message,
      stack: error.stack ?? '',
      boundaryName: this.props.name,
      type: this.props.type ?? 'secondary',
      ...(this.props.placedExperienceId ? { placed_experience_id: this.props.placedExperienceId } : {}),
    });
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback ?? null;
    return this.props.children;
  }
}
