import { Button, type ButtonProps } from './button';

export interface SubmitButtonProps extends ButtonProps {
  /** While the form's request runs: disabled, reading `busyLabel` ("Signing in..."). */
  busy: boolean;
  busyLabel: string;
}

export function SubmitButton({ busy, busyLabel, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}
