import { zodResolver } from '@hookform/resolvers/zod';
import {
  RULE_MATCH_KINDS,
  ruleMatchSchema,
  type Layers,
  type ResultRow,
  type ReviewGroup,
} from '@trusty/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  draftFromLayers,
  emptyDraft,
  missingLayerErrors,
  type LayerDraft,
} from '../../../components/taxonomy/layer-draft';
import { useTaxonomyMembers } from '../../../lib/taxonomy';
import { defaultRuleValue } from '../components/rule-fields';

/**
 * The correction form: the six layers chosen, and the rule to teach when asked for. Every layer
 * must be chosen ("Choose a cost pool"); the rule's match is checked as the API checks it.
 */
export const correctionFormSchema = z
  .object({
    layers: z.custom<LayerDraft>(),
    rule: z.object({ on: z.boolean(), kind: z.enum(RULE_MATCH_KINDS), value: z.string() }),
  })
  .superRefine((values, ctx) => {
    for (const [key, message] of Object.entries(missingLayerErrors(values.layers)))
      ctx.addIssue({ code: 'custom', path: ['layers', key], message });
    if (!values.rule.on) return;
    const match = ruleMatchSchema.safeParse({ kind: values.rule.kind, value: values.rule.value });
    if (!match.success)
      ctx.addIssue({
        code: 'custom',
        path: ['rule', 'value'],
        message: match.error.issues[0]?.message,
      });
  });

export type CorrectionValues = z.infer<typeof correctionFormSchema>;

/** The rule's match as the API takes it, when the form asks for one. */
export const ruleMatchOf = (values: CorrectionValues) =>
  values.rule.on
    ? ruleMatchSchema.parse({ kind: values.rule.kind, value: values.rule.value })
    : undefined;

/** The layers a complete draft stands for (the schema has checked it). */
export const layersOf = (values: CorrectionValues): Layers => ({ ...values.layers });

/**
 * One opening's form, preset to the row's current answer once the TBM layers are known (the
 * person's own choices win after that).
 */
export function useCorrectionForm(row: ResultRow | ReviewGroup) {
  const taxonomy = useTaxonomyMembers();
  const form = useForm<CorrectionValues>({
    resolver: zodResolver(correctionFormSchema),
    // the pickers and the rule fields are not plain inputs: focus goes to the first invalid one by hand
    shouldFocusError: false,
    defaultValues: {
      layers: taxonomy.data ? draftFromLayers(row.layers, taxonomy.data) : emptyDraft(),
      rule: { on: false, kind: 'name', value: defaultRuleValue('name', row) },
    },
  });
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (taxonomy.data && !getFieldState('layers').isDirty)
      setValue('layers', draftFromLayers(row.layers, taxonomy.data));
    // only when the layers arrive: a refetched row must not undo the person's choices
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [taxonomy.data]);
  return { form, taxonomy };
}
