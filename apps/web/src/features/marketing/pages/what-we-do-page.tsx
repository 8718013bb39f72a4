import { CATEGORIZATION_KEYS, type CategorizationKey } from '@trusty/contracts';
import { FileSpreadsheet, Gauge, ListChecks, Search, type LucideIcon } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTaxonomy } from '../api/get-taxonomy';
import { ButtonLink } from '../components/button-link';
import { ClassificationExample } from '../components/classification-example';
import { FreeTrialCta } from '../components/free-trial-cta';
import { LayerFlipCard } from '../components/layer-flip-card';
import { Section, SectionHeading } from '../components/section';
import { BUILT_IN_TAXONOMY, layerExamples } from '../lib/layer-examples';

const LAYERS: Record<CategorizationKey, { question: string; definition: string }> = {
  'Cost Pool': {
    question: 'What kind of spend is it?',
    definition:
      'The financial nature of the cost as the ledger records it: hardware, software, people, outside services.',
  },
  'Sub-Cost Pool': {
    question: 'How exactly was it paid for?',
    definition:
      'A finer cut of the pool: software licensed or maintained, hardware bought, leased or supported.',
  },
  'IT Tower': {
    question: 'Which technology does it fund?',
    definition:
      'The IT resource the money keeps running, the way infrastructure and operations teams think of it.',
  },
  'Sub-Tower': {
    question: 'Which part of that technology?',
    definition:
      'The specific service inside a tower, precise enough to compare unit costs against peers.',
  },
  'Technical Solution': {
    question: 'What does it deliver?',
    definition:
      'The TBM solution type the spend rolls up to, the view used to talk with the business.',
  },
  'Technical Category': {
    question: 'Which solution category?',
    definition:
      'The category within that solution type, where cost meets the services people actually consume.',
  },
};

const PROBLEMS = [
  'A ledger line reads "AWS MKTPLC 0423 INV 88213" or "MSFT EA TRUE-UP". Someone has to know what that is.',
  'Each line needs six consistent decisions, from Cost Pool down to Technical Category.',
  'Two analysts map the same vendor differently, and this quarter disagrees with last quarter.',
  'The mapping takes days at every close, so the analysis TBM promised keeps slipping.',
];

const STEPS: Array<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Read and normalise',
    text: 'Vendor shorthand, SKU codes and abbreviations are expanded, so "MSFT" and "Microsoft" mean the same thing.',
    icon: Search,
  },
  {
    title: 'Classify all six layers',
    text: 'Each item is placed in the TBM hierarchy using only real taxonomy values: answers always fit your model.',
    icon: FileSpreadsheet,
  },
  {
    title: 'Score the confidence',
    text: 'Every answer comes with a confidence, so you know which lines deserve a second look.',
    icon: Gauge,
  },
  {
    title: 'You stay in charge',
    text: 'Review exceptions, download the labelled workbook with your original columns intact, and load it where you model costs.',
    icon: ListChecks,
  },
];

/** What TBM is and the step Trusty does. */
function OverviewSection() {
  return (
    <Section id="overview" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-14 text-center sm:px-6 sm:pt-24 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">What we do</p>
        <h1
          id="overview-title"
          className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
        >
          We turn raw IT spend into a TBM cost model
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600">
          Technology Business Management (TBM) is the standard way to describe what technology costs
          and what it delivers. Trusty does its most tedious step for you: mapping every cost line
          onto the TBM taxonomy.
        </p>
      </div>
    </Section>
  );
}

/** Why mapping into TBM is manual work today. */
function ProblemSection() {
  return (
    <Section id="problem" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <SectionHeading
          id="problem"
          eyebrow="The problem"
          title="TBM is a shared language. Mapping into it is manual work."
          align="left"
        >
          TBM lets finance, IT and the business look at the same numbers through three views: where
          the money comes from (cost pools), what IT runs (towers) and what the business consumes
          (solutions). Every view depends on the same groundwork: each general-ledger line and
          invoice assigned to the right place.
        </SectionHeading>
        <ul className="space-y-4">
          {PROBLEMS.map((problem) => (
            <li
              key={problem}
              className="rounded-xl border-l-4 border-amber-400 bg-amber-50 p-4 leading-7 text-slate-700"
            >
              {problem}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function WhatWeDoPage() {
  useDocumentTitle('What We Do');
  const taxonomy = useTaxonomy();
  const examples = layerExamples(taxonomy.data ?? BUILT_IN_TAXONOMY);
  const version = taxonomy.data?.version ?? BUILT_IN_TAXONOMY.version;

  return (
    <>
      <OverviewSection />

      <ProblemSection />

      <Section id="assistant" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:px-8">
          <div>
            <SectionHeading
              id="assistant"
              eyebrow="How Trusty helps"
              title="An AI assistant for your cost model"
              align="left"
            >
              Give Trusty one cost or a whole Excel file. It does the first pass, with up to 80%
              less manual effort, and shows its confidence so your experts spend their time where
              judgement is needed.
            </SectionHeading>
            <ol className="mt-10 grid gap-6 sm:grid-cols-2">
              {STEPS.map(({ title, text, icon: Icon }, index) => (
                <li key={title} className="flex gap-4">
                  <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">
                      <span className="sr-only">Step {index + 1}: </span>
                      {title}
                    </h3>
                    <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <ClassificationExample
            className="mx-auto w-full max-w-md lg:max-w-none"
            costName="AWS EC2 RI 1YR PROD ACCT-4471"
            categorization={{
              'Cost Pool': 'Outside Services',
              'Sub-Cost Pool': 'Cloud Service Providers',
              'IT Tower': 'Compute',
              'Sub-Tower': 'Servers',
              'Technical Solution': 'Infrastructure',
              'Technical Category': 'Compute',
              Confidence: '97%',
            }}
            caption="One ledger line, six answers: a cloud reservation classified by Trusty."
          />
        </div>
      </Section>

      <Section id="layers" className="bg-white py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="layers"
            eyebrow="The taxonomy"
            title="Six layers, one consistent answer"
          >
            Every cost item is classified into all six layers of the TBM taxonomy v{version}. Flip a
            card to see what the layer means and values it can take.
          </SectionHeading>
          <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {CATEGORIZATION_KEYS.map((name, index) => (
              <LayerFlipCard
                key={name}
                step={index + 1}
                name={name}
                examples={examples[name]}
                {...LAYERS[name]}
              />
            ))}
          </ol>
        </div>
      </Section>

      <Section id="get-started" className="bg-white pb-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <FreeTrialCta
            titleId="get-started-title"
            headingLevel="h2"
            title="See it on your own ledger"
            text="14-day free trial, no credit card required. Or tell us about your TBM programme first."
          >
            <ButtonLink
              to={paths.homeSection('contact')}
              tone="on-dark"
              className="h-12 px-8 text-base"
            >
              Talk to our team
            </ButtonLink>
          </FreeTrialCta>
        </div>
      </Section>
    </>
  );
}
