import { useEffect } from 'react';
import { withPackage } from '../../../config/paths';
import { packageIdOf, rememberPendingPackage } from '../../../lib/pending-purchase';

/**
 * A package chosen on the pricing cards (`?package=`) is remembered so it waits through sign-in or
 * verification (see pending-purchase), and rides along on the link to the other auth form.
 * Returns that link's target for a path.
 */
export function useChosenPackage(search: string): (path: string) => string {
  const chosenPackage = packageIdOf(search);
  useEffect(() => {
    if (chosenPackage) rememberPendingPackage(chosenPackage);
  }, [chosenPackage]);
  return (path) => (chosenPackage ? withPackage(path, chosenPackage) : path);
}
