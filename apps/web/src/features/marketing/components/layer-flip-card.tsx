import { RotateCw } from 'lucide-react';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { cn } from '../../../lib/cn';

export interface LayerFlipCardProps {
  step: number;
  name: string;
  question: string;
  definition: string;
  examples: string[];
}

/**
 * One TBM layer: the front names it, the back explains it with real taxonomy values.
 * Flips on hover (devices that hover) and on click / tap / Enter / Space through a real toggle
 * button (aria-pressed); keyboard focus alone does not turn it over. The face turned away is
 * `invisible`, so screen readers read what is shown; the button's description always carries
 * the back's text.
 */
const LAYER_COUNT = 6;

/** Where this layer sits in the hierarchy: six bars, broad to specific, this one lit. */
function LayerStack({ step }: { step: number }) {
  return (
    <div aria-hidden="true" className="mt-5 space-y-1">
      {Array.from({ length: LAYER_COUNT }, (_, i) => (
        <div
          key={i}
          className={cn('h-1.5 rounded-full', i + 1 === step ? 'bg-brand-600' : 'bg-slate-200')}
          style={{ width: `${100 - i * 12}%` }}
        />
      ))}
    </div>
  );
}

export function LayerFlipCard({ step, name, question, definition, examples }: LayerFlipCardProps) {
  const backId = useId();
  const [flipped, setFlipped] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const toggle = (event: MouseEvent) => {
    setFlipped((value) => !value);
    // A click on the card focuses its toggle, as a click on any button does, so the keyboard
    // carries on from this card.
    if (event.target !== button.current) button.current?.focus({ preventScroll: true });
  };

  return (
    // The card takes the pointer (a click anywhere turns it; the button's click bubbles here).
    // The button is for the keyboard and screen readers: visually hidden rather than laid over
    // the card, so nothing covers the text (axe could not measure its contrast), and its focus
    // ring is drawn around the card.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the pointer's larger target for the button's own action
    <li
      onClick={toggle}
      className={cn(
        'group relative cursor-pointer rounded-2xl perspective-[1200px]',
        'has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-4 has-[button:focus-visible]:outline-brand-600',
      )}
    >
      <button
        ref={button}
        type="button"
        aria-pressed={flipped}
        aria-describedby={backId}
        className="sr-only"
      >
        {name}: show examples
      </button>
      <div
        data-flipped={flipped}
        className={cn(
          'grid h-full transition-transform duration-500 transform-3d group-hover:rotate-y-180',
          flipped && 'rotate-y-180',
        )}
      >
        <div
          className={cn(
            'flex min-h-64 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm backface-hidden [grid-area:1/1]',
            'transition-[visibility] duration-0',
            flipped ? 'invisible delay-250' : 'visible group-hover:invisible group-hover:delay-250',
          )}
        >
          <p className="text-sm font-semibold text-brand-600">Layer {step}</p>
          <h3 className="mt-2 text-xl font-bold text-slate-900">{name}</h3>
          <p className="mt-3 leading-7 text-slate-600">{question}</p>
          <LayerStack step={step} />
          <p
            aria-hidden="true"
            className="mt-auto flex items-center gap-1.5 pt-6 text-xs font-medium text-slate-600"
          >
            <RotateCw className="h-3.5 w-3.5" />
            Hover, tap or press Enter to flip
          </p>
        </div>
        <div
          id={backId}
          className={cn(
            'flex min-h-64 flex-col rounded-2xl bg-brand-700 p-6 text-white shadow-md backface-hidden rotate-y-180 [grid-area:1/1]',
            'transition-[visibility] duration-0',
            flipped ? 'visible' : 'invisible delay-250 group-hover:visible group-hover:delay-0',
          )}
        >
          <p className="text-sm font-semibold text-brand-100">{name}</p>
          <p className="mt-2 text-sm leading-6">{definition}</p>
          <p className="mt-4 text-xs font-semibold tracking-wide text-brand-100 uppercase">
            Examples from the taxonomy
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {examples.map((example) => (
              <li
                key={example}
                className="rounded-full bg-white/15 px-2.5 py-1 text-xs font-medium"
              >
                {example}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
