import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { checkRememberedSession } from '../lib/session';
import { AppToaster } from './toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Check-auth on load (spec §4) for a visitor remembered as signed in.
  useEffect(checkRememberedSession, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
