import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthStore } from '../../../lib/auth-store';
import { Logo } from '../../../components/ui/logo';

function FooterColumn({
  title,
  links,
}: {
  title: string;
  links: Array<{ label: string; to: string }>;
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              className="rounded text-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const account = isAuthenticated
    ? [
        { label: 'Dashboard', to: paths.dashboard },
        { label: 'Buy credits', to: paths.buyCredits },
      ]
    : [
        { label: 'Log in', to: paths.login },
        { label: 'Sign up', to: paths.signup },
      ];
  return (
    <footer className="bg-slate-950 text-slate-400">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="max-w-sm">
            <Logo tone="light" />
            <p className="mt-4 text-sm leading-6">
              TBM cost automation for IT finance teams: general-ledger lines and invoices mapped to
              all six layers of the TBM taxonomy, with a confidence score you can audit.
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            <FooterColumn
              title="Product"
              links={[
                { label: 'Features', to: paths.homeSection('features') },
                { label: 'Pricing', to: paths.homeSection('pricing') },
                { label: 'What we do', to: paths.whatWeDo },
              ]}
            />
            <FooterColumn
              title="Company"
              links={[
                { label: 'About', to: paths.homeSection('about') },
                { label: 'Contact', to: paths.homeSection('contact') },
              ]}
            />
            <FooterColumn title="Account" links={account} />
          </nav>
        </div>
        <p className="mt-12 border-t border-slate-800 pt-6 text-xs">
          © {new Date().getFullYear()} Trusty. Classification follows the TBM taxonomy v4.0.
        </p>
      </div>
    </footer>
  );
}
