import type { AnswerCandidate, Layers } from '@trusty/contracts';
import { Button } from '../../../components/ui/button';

/**
 * The engine's best answers for the line, each with what on the line points to it (issue 34 §6):
 * a reviewer takes one with a click instead of choosing six layers by hand.
 */
export function AnswerCandidates(props: {
  candidates: readonly AnswerCandidate[];
  onUse(layers: Layers): void;
  disabled: boolean;
}) {
  if (props.candidates.length < 2) return null;
  return (
    <section aria-labelledby="answer-candidates-heading" className="space-y-2">
      <h3 id="answer-candidates-heading" className="text-sm font-semibold text-slate-900">
        The engine&rsquo;s best answers
      </h3>
      <ol className="space-y-2">
        {props.candidates.map((candidate) => {
          const { layers } = candidate;
          const name = `${layers['IT Tower']} / ${layers['Sub-Tower']}`;
          return (
            <li
              key={Object.values(layers).join('|')}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-slate-900">
                  {name}
                  {candidate.current && (
                    <span className="ml-2 text-xs font-normal text-slate-600">
                      (current answer)
                    </span>
                  )}
                </p>
                <p className="break-words text-slate-600">
                  {layers['Cost Pool']} / {layers['Sub-Cost Pool']} · {layers['Technical Solution']}{' '}
                  / {layers['Technical Category']}
                </p>
                {candidate.reason && (
                  <p className="break-words text-slate-600">Why: {candidate.reason}</p>
                )}
              </div>
              {!candidate.current && (
                <Button
                  size="sm"
                  variant="outline"
                  className="shrink-0"
                  disabled={props.disabled}
                  aria-label={`Use ${name}`}
                  onClick={() => props.onUse(layers)}
                >
                  Use this answer
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
