import { Clock, FileSpreadsheet, MessageSquare } from 'lucide-react';
import { ContactForm, type ContactPrefill } from './contact-form';
import { Section, SectionHeading } from './section';

const REASONS = [
  {
    icon: FileSpreadsheet,
    text: 'Send a sample of your GL export and we will show you the six layers it comes back with.',
  },
  {
    icon: MessageSquare,
    text: 'Ask how Trusty fits your TBM model, your tooling, or your month-end close.',
  },
  {
    icon: Clock,
    text: 'A person reads every message; replies go straight to the address you give us.',
  },
];

export function ContactSection({ prefill }: { prefill?: ContactPrefill }) {
  return (
    <Section id="contact" className="bg-slate-50 py-16 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:px-8">
        <div>
          <SectionHeading id="contact" eyebrow="Contact" title="Talk to our team" align="left">
            Planning a TBM rollout or tired of mapping spreadsheets by hand? Tell us where you are
            and we will take it from there.
          </SectionHeading>
          <ul className="mt-10 space-y-5">
            {REASONS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-4 text-slate-600">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span className="pt-2 text-sm leading-6">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <ContactForm prefill={prefill} />
        </div>
      </div>
    </Section>
  );
}
