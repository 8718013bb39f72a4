import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessages, contactLimits, type ContactInput } from '@trusty/contracts';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { EmailField, FirstNameField, LastNameField } from '../../../components/ui/account-fields';
import { TextField } from '../../../components/ui/text-field';
import { contactSchema, useSubmitContact } from '../api/submit-contact';
import { TextAreaField } from '../../../components/ui/text-area-field';

const EMPTY: ContactInput = { firstName: '', lastName: '', email: '', phone: '', message: '' };

export interface ContactPrefill {
  /** The address typed in the hero's box (a blank box hands nothing over: spec §2). */
  email: string;
  /** Changes on every hand-off, so the same address can be handed over twice. */
  key: number;
}

export function ContactForm({ prefill }: { prefill?: ContactPrefill }) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitContact = useSubmitContact();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  // The hero's TALK TO OUR TEAM hands over an email; the visitor continues with their name.
  useEffect(() => {
    if (!prefill) return;
    // The hero already checked the address, so validating it only clears an earlier error.
    setValue('email', prefill.email, { shouldValidate: true, shouldDirty: true });
    const firstName = formRef.current?.elements.namedItem('firstName');
    if (firstName instanceof HTMLInputElement) firstName.focus({ preventScroll: true });
  }, [prefill, setValue]);

  const onSubmit = handleSubmit((values) =>
    submitContact.mutate(values, {
      onSuccess: () => reset(EMPTY),
    }),
  );

  const sending = submitContact.isPending;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="Contact form"
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FirstNameField
          maxLength={contactLimits.name}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <LastNameField
          maxLength={contactLimits.name}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <EmailField
        maxLength={contactLimits.email}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={contactLimits.phone}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextAreaField
        label="Message"
        rows={5}
        maxLength={contactLimits.message}
        placeholder="Tell us about your ledger: rough volume, file formats, and what you map today."
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
      <div role="status">
        {submitContact.isSuccess && (
          <p className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800">
            <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {contactMessages.success}
          </p>
        )}
      </div>
      {submitContact.isError && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-700"
        >
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {contactMessages.failure}
        </p>
      )}
    </form>
  );
}
