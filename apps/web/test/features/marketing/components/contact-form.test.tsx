import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderPublic } from '../render';

const SUCCESS = "Thank you! We'll get back to you soon.";
const FAILURE = 'Sorry, there was an error sending your message. Please try again.';

afterEach(() => vi.restoreAllMocks());

function contactForm() {
  return within(screen.getByRole('form', { name: 'Contact form' }));
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(contactForm().getByLabelText('First Name'), 'Grace');
  await user.type(contactForm().getByLabelText('Last Name'), 'Hopper');
  await user.type(contactForm().getByLabelText('Email'), 'grace@navy.example');
  await user.type(contactForm().getByLabelText('Phone'), '+1 555 0100');
  await user.type(
    contactForm().getByLabelText('Message'),
    'We classify 12,000 invoice lines a month.',
  );
}

describe('contact form', () => {
  it('shows every required field and sends nothing when submitted empty', async () => {
    const fetch = mockApi({});
    const user = userEvent.setup();
    renderPublic('/');

    await user.click(contactForm().getByRole('button', { name: 'Send Message' }));

    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone is required',
      'Message is required',
    ]) {
      expect(await contactForm().findByText(message)).toHaveAttribute('role', 'alert');
    }
    expect(contactForm().getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(contactForm().getByLabelText('First Name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/contact/'))).toBe(false);
  });

  it('goes idle → sending → success, posts the fields and clears them', async () => {
    let answer: (response: Response) => void = () => {};
    const sent: unknown[] = [];
    mockApi({
      'POST /api/v1/contact/submit': ({ body }) => {
        sent.push(body);
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    const user = userEvent.setup();
    renderPublic('/');
    await fillForm(user);

    await user.click(contactForm().getByRole('button', { name: 'Send Message' }));

    const busy = await contactForm().findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(sent).toEqual([
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@navy.example',
        phone: '+1 555 0100',
        message: 'We classify 12,000 invoice lines a month.',
      },
    ]);

    answer(json(200, { success: true, message: SUCCESS }));

    const status = await contactForm().findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(SUCCESS));
    expect(status.querySelector('p')).toHaveClass('text-green-800');
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Message']) {
      expect(contactForm().getByLabelText(label)).toHaveValue('');
    }
    expect(contactForm().getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(contactForm().queryByText(FAILURE)).not.toBeInTheDocument();
  });

  it('shows the error message in red and keeps what was typed when sending fails', async () => {
    mockApi({
      'POST /api/v1/contact/submit': () =>
        json(429, {
          success: false,
          message: 'Too many requests. Please wait a moment and try again.',
          error: 'RATE_LIMITED',
        }),
    });
    const user = userEvent.setup();
    renderPublic('/');
    await fillForm(user);

    await user.click(contactForm().getByRole('button', { name: 'Send Message' }));

    const alert = await contactForm().findByText(FAILURE);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveClass('text-red-700');
    expect(contactForm().getByLabelText('First Name')).toHaveValue('Grace');
    expect(contactForm().getByLabelText('Message')).toHaveValue(
      'We classify 12,000 invoice lines a month.',
    );
    expect(contactForm().queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('validates with the shared schema before anything reaches the API', async () => {
    const fetch = mockApi({});
    const user = userEvent.setup();
    renderPublic('/');
    await fillForm(user);
    await user.clear(contactForm().getByLabelText('Email'));
    await user.type(contactForm().getByLabelText('Email'), 'not an email');

    await user.click(contactForm().getByRole('button', { name: 'Send Message' }));

    expect(await contactForm().findByText('Invalid email address')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/contact/'))).toBe(false);
  });
});
