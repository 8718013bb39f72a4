import { ChartPie, Network, Sparkles } from 'lucide-react';
import { IconCardSection, type IconCardItem } from './icon-card';

const POINTS: IconCardItem[] = [
  {
    title: 'Investment Analysis',
    text: 'See where technology money actually goes: by cost pool, by tower, by solution. Once every line carries the same six labels, run-versus-grow and unit-cost questions become a filter, not a project.',
    icon: ChartPie,
  },
  {
    title: 'Auto-Classification',
    text: 'Each cost item gets a Cost Pool, Sub-Cost Pool, IT Tower, Sub-Tower, Technical Solution and Technical Category, chosen only from the TBM v4.0 taxonomy, plus a confidence you can sort by.',
    icon: Sparkles,
  },
  {
    title: 'Smart Mapping',
    text: 'Vendor shorthand, SKU codes and cost-centre abbreviations are normalised before matching, and a name seen once is answered the same way every time, so quarter-end reruns stay consistent.',
    icon: Network,
  },
];

export function AboutSection() {
  return (
    <IconCardSection
      id="about"
      eyebrow="About Trusty"
      title="Built for the people who close the IT books"
      intro="TBM gives finance and IT a shared language for technology spend. Getting the ledger into that language is the slow part. Trusty does the mapping so your analysts can do the analysis."
      items={POINTS}
      large
      className="bg-white"
    />
  );
}
