import { contactSchema, type ContactInput, type ContactResponse } from '@trusty/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The form validates with the same schema as the API. */
export { contactSchema };

/** POST /contact/submit */
export function submitContact(input: ContactInput): Promise<ContactResponse> {
  return api.post<ContactResponse>('/contact/submit', input);
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
