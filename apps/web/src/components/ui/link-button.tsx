import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';
import { buttonClasses, type ButtonProps } from './button';

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** A link that looks like a button: for "buttons" that only go to another page. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <Link className={cn(buttonClasses({ variant, size }), className)} {...props} />;
}
