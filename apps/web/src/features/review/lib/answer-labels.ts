/** The context roles a ledger's columns are read as, in words. */
const CONTEXT_LABELS: Record<string, string> = {
  vendor: 'Vendor',
  glAccount: 'GL account',
  glDescription: 'GL description',
  costCentre: 'Cost centre',
  description: 'Description',
  category: 'Category',
  subcategory: 'Subcategory',
  chargeDescription: 'Charge description',
  provider: 'Provider',
};

export function contextLabel(role: string): string {
  return (
    CONTEXT_LABELS[role] ??
    // An unknown role in camelCase ("serviceName") reads as "Service name".
    role.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
}
