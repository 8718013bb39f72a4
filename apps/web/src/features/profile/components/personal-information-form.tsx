import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileSchema, type User } from '@trusty/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TitledFormCard } from '../../../components/ui/titled-card';
import { FirstNameField, LastNameField } from '../../../components/ui/account-fields';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';

export const profileMessages = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile. Please try again.',
  emailFixed: 'Email cannot be changed',
} as const;

export function PersonalInformationForm({ user }: { user: User | null | undefined }) {
  const update = useUpdateProfile();
  // Follows the loaded profile, keeping whatever the user has already typed.
  const values = useMemo(
    () => (user ? { firstName: user.firstName, lastName: user.lastName } : undefined),
    [user],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { firstName: '', lastName: '' },
    values,
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit((names) =>
    update.mutate(names, {
      onSuccess: () => toast.success(profileMessages.updated),
      onError: () => toast.error(profileMessages.updateFailed),
    }),
  );

  return (
    <TitledFormCard
      titleId="personal-information"
      title="Personal Information"
      className="p-6"
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FirstNameField error={errors.firstName?.message} {...register('firstName')} />
        <LastNameField error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField
        label="Email"
        type="email"
        value={user?.email ?? ''}
        disabled
        readOnly
        hint={profileMessages.emailFixed}
      />
      <Button type="submit" disabled={update.isPending || !user}>
        {update.isPending ? 'Updating...' : 'Update Profile'}
      </Button>
    </TitledFormCard>
  );
}
