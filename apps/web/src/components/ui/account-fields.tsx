import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/*
 * The fields every account form asks for (sign-in, sign-up, password reset, contact, profile),
 * each with one label, input type and autofill hint wherever it appears.
 */

type PresetProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>;

export const EmailField = forwardRef<HTMLInputElement, PresetProps>(
  function EmailField(props, ref) {
    return <TextField ref={ref} label="Email" type="email" autoComplete="email" {...props} />;
  },
);

/** A password box; `autoComplete` tells the browser's password manager which one it is. */
export const PasswordField = forwardRef<
  HTMLInputElement,
  PresetProps & { label?: string; autoComplete: 'current-password' | 'new-password' }
>(function PasswordField({ label = 'Password', ...props }, ref) {
  return <TextField ref={ref} label={label} type="password" {...props} />;
});

export const FirstNameField = forwardRef<HTMLInputElement, PresetProps>(
  function FirstNameField(props, ref) {
    return <TextField ref={ref} label="First Name" autoComplete="given-name" {...props} />;
  },
);

export const LastNameField = forwardRef<HTMLInputElement, PresetProps>(
  function LastNameField(props, ref) {
    return <TextField ref={ref} label="Last Name" autoComplete="family-name" {...props} />;
  },
);
