import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from './text';

export const contactLimits = { name: 50, email: 100, phone: 30, message: 5000 } as const;

export const contactMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Invalid phone number',
  messageRequired: 'Message is required',
  tooLong: (field: string, max: number) => `${field} must not exceed ${max} characters`,
  success: "Thank you! We'll get back to you soon.",
  failure: 'Sorry, there was an error sending your message. Please try again.',
} as const;

// Line breaks are refused in every single-line field: they are the way into mail headers.
const singleLine = (required: string, field: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, contactMessages.tooLong(field, max))
    .refine((v) => !/[\r\n]/.test(v), `${field} must be a single line`)
    .refine((v) => !hasControlCharacters(v), controlCharactersMessage(field));

/** POST /contact/submit */
export const contactSchema = z.object({
  firstName: singleLine(contactMessages.firstNameRequired, 'First name', contactLimits.name),
  lastName: singleLine(contactMessages.lastNameRequired, 'Last name', contactLimits.name),
  email: z
    .string({ error: contactMessages.emailRequired })
    .trim()
    .min(1, contactMessages.emailRequired)
    .max(contactLimits.email, contactMessages.tooLong('Email', contactLimits.email))
    .email(contactMessages.emailInvalid),
  phone: singleLine(contactMessages.phoneRequired, 'Phone', contactLimits.phone).refine(
    (v) => /^[+()0-9 .\-/x]{4,}$/i.test(v),
    contactMessages.phoneInvalid,
  ),
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(contactLimits.message, contactMessages.tooLong('Message', contactLimits.message))
    // Tabs and line breaks are a message's own; other control characters are refused (NUL
    // cannot even be stored) rather than silently dropped from what the sender wrote.
    .refine((v) => !hasControlCharacters(v), controlCharactersMessage('Message')),
});
export type ContactInput = z.input<typeof contactSchema>;

/** Answer of POST /contact/submit. */
export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
