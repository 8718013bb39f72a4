import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

/** The mark: six stacked bars, one per TBM layer, narrowing as the detail grows. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={7 + i}
          y={7 + i * 3.2}
          width={18 - i * 2}
          height="2.2"
          rx="1.1"
          fill="#fff"
          opacity={1 - i * 0.1}
        />
      ))}
    </svg>
  );
}

export function Logo({
  onClick,
  tone = 'dark',
}: {
  onClick?: () => void;
  tone?: 'dark' | 'light';
}) {
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      aria-label="Trusty home page"
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight',
        'focus-visible:outline-2 focus-visible:outline-offset-4',
        tone === 'dark'
          ? 'text-slate-900 focus-visible:outline-brand-600'
          : 'text-white focus-visible:outline-white',
      )}
    >
      <LogoMark className="h-8 w-8 text-brand-600" />
      <span>Trusty</span>
    </Link>
  );
}
