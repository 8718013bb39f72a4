import { zodResolver } from '@hookform/resolvers/zod';
import type { CreatedApiKey } from '@trusty/contracts';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TitledFormCard } from '../../../components/ui/titled-card';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-client';
import { createApiKeySchema, useCreateApiKey } from '../api/create-api-key';

const SCOPES = [
  { value: 'classify', label: 'classify: categorize, batch, spreadsheets, read results' },
  { value: 'read', label: 'read: read results and rules only' },
] as const;

/** Names a new key and picks its scope; the created key is handed to `onCreated` once. */
export function CreateKeyForm(props: { onCreated(created: CreatedApiKey): void }) {
  const create = useCreateApiKey();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { name: '', scope: 'classify' as const },
  });
  const onSubmit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (created) => {
        reset();
        props.onCreated(created);
      },
      onError: (error) => toast.error(apiErrorMessage(error, 'Could not create the key.')),
    }),
  );

  return (
    <TitledFormCard
      titleId="create-key"
      title="Create a key"
      className="p-4 sm:p-6"
      onSubmit={onSubmit}
    >
      <TextField
        label="Name"
        placeholder="Nightly ERP export"
        error={errors.name?.message}
        hint="What the key is for, so you know which one to revoke."
        {...register('name')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Scope</legend>
        <div className="mt-2 space-y-2">
          {SCOPES.map((scope) => (
            <label key={scope.value} className="flex items-start gap-2 text-sm text-slate-700">
              <input
                type="radio"
                value={scope.value}
                className="mt-1 h-4 w-4"
                {...register('scope')}
              />
              <span>{scope.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create key'}
      </Button>
    </TitledFormCard>
  );
}
