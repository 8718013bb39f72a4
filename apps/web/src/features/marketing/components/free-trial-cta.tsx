import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { useAuthStore } from '../../../lib/auth-store';
import { ButtonLink } from './button-link';

/**
 * The Start Free Trial call to action. Signed-in visitors already have an account, so the
 * button takes them to their dashboard instead of the sign-up form.
 */
export function FreeTrialCta({
  title,
  text,
  titleId,
  headingLevel: Heading = 'h3',
  children,
}: {
  title: string;
  text: string;
  titleId?: string;
  headingLevel?: 'h2' | 'h3';
  /** Further actions beside Start Free Trial. */
  children?: ReactNode;
}) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return (
    <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center sm:px-12 sm:py-16">
      <Heading
        id={titleId}
        className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl"
      >
        {title}
      </Heading>
      <p className="mx-auto mt-4 max-w-xl text-brand-100">{text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink
          to={isAuthenticated ? paths.dashboard : paths.signup}
          tone="light"
          className="h-12 px-8 text-base"
        >
          Start Free Trial
        </ButtonLink>
        {children}
      </div>
    </div>
  );
}
