import { Link, type LinkProps } from 'react-router';
import { cn } from '../../../lib/cn';

type Tone = 'solid' | 'light' | 'on-dark' | 'quiet';

const tones: Record<Tone, string> = {
  solid: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600',
  light: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  'on-dark': 'border border-white/40 text-white hover:bg-white/10 focus-visible:outline-white',
  quiet: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-brand-600',
};

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ tone = 'solid', className, ...props }: LinkProps & { tone?: Tone }) {
  return (
    <Link
      className={cn(
        'inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
