import { ChartColumn, Bot, ShieldCheck, Target, Users, Zap } from 'lucide-react';
import { IconCardSection, type IconCardItem } from './icon-card';

const FEATURES: IconCardItem[] = [
  {
    title: 'Lightning Fast Processing',
    text: 'Upload an Excel export of thousands of rows and watch it move through validation, analysis and categorisation live. Repeated cost names are classified once.',
    icon: Zap,
  },
  {
    title: 'Advanced Analytics',
    text: 'Every result carries a confidence score, so you review the handful of uncertain lines first and sign off the rest with evidence.',
    icon: ChartColumn,
  },
  {
    title: 'Team Collaboration',
    text: 'Finance, IT and procurement work from the same labelled file: the original columns are kept and the six TBM layers are appended beside them.',
    icon: Users,
  },
  {
    title: 'Enterprise Security',
    text: 'Sessions in secure, httpOnly cookies that can be revoked, passwords hashed with Argon2id, and result files that only their owner can download and that are deleted automatically.',
    icon: ShieldCheck,
  },
  {
    title: 'Smart Automation',
    text: 'Classify one cost in the dashboard or a whole ledger from a spreadsheet; credits are only used for lines that were actually classified.',
    icon: Bot,
  },
  {
    title: '99.9% Accuracy',
    text: 'Answers are constrained to real TBM taxonomy values, never free text, so what comes back always fits your cost model.',
    icon: Target,
  },
];

export function FeaturesSection() {
  return (
    <IconCardSection
      id="features"
      eyebrow="Features"
      title="Everything between the ledger and the cost model"
      intro="From a single invoice line to a year of general-ledger exports, with up to 80% less manual effort."
      items={FEATURES}
      className="bg-slate-50"
    />
  );
}
