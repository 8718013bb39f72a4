import type { ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';

/** The full-width button that sends each auth form, reading `busyLabel` while it runs. */
export function AuthSubmitButton(props: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return <SubmitButton size="lg" className="w-full" {...props} />;
}
