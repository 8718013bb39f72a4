import { contactSchema } from '@trusty/contracts';
import { ArrowRight, Check } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ClassificationExample } from './classification-example';
import { Section } from './section';

const CLAIMS = [
  '99.9% accuracy',
  'Up to 80% less manual effort',
  '14-day free trial',
  'No credit card required',
];

export interface HeroSectionProps {
  /** TALK TO OUR TEAM: a valid email to copy into the contact form. */
  onTalkToTeam(email: string): void;
}

export function HeroSection({ onTalkToTeam }: HeroSectionProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    // Spec §2: "Blank input in the box is ignored": no error, no hand-off, no scrolling.
    if (!value) {
      setError(undefined);
      return;
    }
    const parsed = contactSchema.shape.email.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onTalkToTeam(parsed.data);
  };

  return (
    <Section
      id="home"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-96 max-w-4xl rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-14 sm:px-6 sm:pt-20 sm:pb-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            TBM cost automation for IT finance
          </p>
          <h1
            id="home-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Every IT cost, mapped to TBM in seconds
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600">
            Trusty reads your general-ledger lines and invoices and places each one in all six
            layers of the TBM taxonomy, from Cost Pool to Technical Category, with a confidence
            score. Your team reviews the exceptions instead of typing categories by hand.
          </p>

          <form noValidate onSubmit={submit} className="mt-8 max-w-xl" aria-label="Get in touch">
            <div className="flex flex-col gap-3 sm:flex-row">
              <div className="flex-1">
                <label htmlFor={inputId} className="sr-only">
                  Work email
                </label>
                <input
                  id={inputId}
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder="you@company.com"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={() => error && setError(undefined)}
                  className="block h-12 w-full rounded-lg border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-brand-500 aria-invalid:border-red-500 aria-invalid:focus:outline-red-500"
                />
              </div>
              <button
                type="submit"
                className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 text-sm font-semibold tracking-wide text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                TALK TO OUR TEAM
              </button>
            </div>
            {error && (
              <p id={errorId} role="alert" className="mt-2 text-sm text-red-600">
                {error}
              </p>
            )}
          </form>

          <Link
            to={paths.whatWeDo}
            className="group mt-6 inline-flex items-center gap-2 rounded text-sm font-semibold tracking-wide text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
          >
            EXPLORE WHAT WE DO
            <ArrowRight
              className="h-4 w-4 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>

          <ul className="mt-10 grid max-w-xl grid-cols-1 gap-x-6 gap-y-2 text-sm text-slate-600 sm:grid-cols-2">
            {CLAIMS.map((claim) => (
              <li key={claim} className="flex items-center gap-2">
                <Check className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                {claim}
              </li>
            ))}
          </ul>
        </div>

        <ClassificationExample
          className="mx-auto w-full max-w-md lg:max-w-none"
          costName="MSFT 365 E5 ANNUAL TRUE-UP FY25"
          categorization={{
            'Cost Pool': 'Software',
            'Sub-Cost Pool': 'Licensing',
            'IT Tower': 'End User',
            'Sub-Tower': 'End User Software',
            'Technical Solution': 'Workplace',
            'Technical Category': 'Communication & Collaboration',
            Confidence: '96%',
          }}
          caption="An invoice line as Trusty classifies it."
        />
      </div>
    </Section>
  );
}
