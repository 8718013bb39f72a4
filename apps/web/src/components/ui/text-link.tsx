import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';

/** An inline link in running text (e.g. "Already have an account? Sign in"). */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link className={cn('font-medium text-brand-700 hover:underline', className)} {...props} />
  );
}
