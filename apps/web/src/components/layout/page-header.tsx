import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { usePageHeading } from '@/lib/route-focus';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Buttons on the right: Export, Add... */
  actions?: ReactNode;
  /** Said beside the title as it changes (a review queue's "1,251 left"); announced politely. */
  status?: string;
  /** A back arrow, e.g. from one officer's meters to the officer list. */
  back?: { to: string; label: string };
}

/**
 * The one <h1> of every console page: the browser tab is named after it, and after a navigation it
 * takes the focus (tabIndex -1: focusable by script, not a Tab stop).
 */
export function PageHeader({ title, description, status, actions, back }: PageHeaderProps) {
  const heading = usePageHeading();
  useDocumentTitle(title);
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="flex items-start gap-3">
        {back && (
          <Button asChild variant="ghost" size="icon" className="mt-0.5">
            <Link to={back.to} aria-label={back.label}>
              <ArrowLeft aria-hidden="true" />
            </Link>
          </Button>
        )}
        <div className="flex flex-col gap-1">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-foreground focus:outline-none"
          >
            {title}
          </h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
          {status !== undefined && (
            <p className="text-sm font-medium text-muted-foreground tabular-nums" aria-live="polite">
              {status}
            </p>
          )}
        </div>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
