import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** For states that replace a form (sent, success, failure): move focus to the new heading. */
  focusTitle?: boolean;
}

export function AuthCard({
  title,
  description,
  icon,
  children,
  footer,
  focusTitle = false,
}: AuthCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) headingRef.current?.focus();
  }, [focusTitle]);
  return (
    <Card className="p-6 sm:p-8">
      <div className="mb-6 text-center">
        {icon && (
          <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            {icon}
          </div>
        )}
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          {title}
        </h1>
        {description && <div className="mt-2 text-sm text-slate-600">{description}</div>}
      </div>
      {children}
      {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
    </Card>
  );
}
