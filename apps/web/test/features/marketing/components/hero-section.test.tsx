import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPublic } from '../render';

const scrolledTo: Element[] = [];

beforeEach(() => {
  mockApi({});
  // jsdom does not lay out or scroll; record where the page was asked to go instead.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
});
afterEach(() => {
  vi.restoreAllMocks();
  scrolledTo.length = 0;
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const hero = () => within(screen.getByRole('form', { name: 'Get in touch' }));
const contact = () => within(screen.getByRole('form', { name: 'Contact form' }));

describe('hero hand-off to the contact form', () => {
  it('copies a valid email into the contact form, scrolls there and puts the visitor on First Name', async () => {
    const user = userEvent.setup();
    renderPublic('/');

    await user.type(hero().getByLabelText('Work email'), '  ada@analytical.example ');
    await user.click(hero().getByRole('button', { name: 'TALK TO OUR TEAM' }));

    expect(contact().getByLabelText('Email')).toHaveValue('ada@analytical.example');
    expect(contact().getByLabelText('First Name')).toHaveFocus();
    expect(scrolledTo.at(-1)?.id).toBe('contact');
  });

  it('refuses an invalid email with an announced error and copies nothing', async () => {
    const user = userEvent.setup();
    renderPublic('/');

    await user.type(hero().getByLabelText('Work email'), 'ada@');
    await user.click(hero().getByRole('button', { name: 'TALK TO OUR TEAM' }));

    const error = hero().getByRole('alert');
    expect(error).toHaveTextContent('Invalid email address');
    expect(hero().getByLabelText('Work email')).toHaveAccessibleDescription(
      'Invalid email address',
    );
    expect(contact().getByLabelText('Email')).toHaveValue('');
    expect(scrolledTo).toHaveLength(0);

    // Correcting it clears the error and lets the hand-off happen.
    await user.clear(hero().getByLabelText('Work email'));
    expect(hero().queryByRole('alert')).not.toBeInTheDocument();
    await user.type(hero().getByLabelText('Work email'), 'ada@analytical.example{Enter}');
    expect(contact().getByLabelText('Email')).toHaveValue('ada@analytical.example');
  });

  it('ignores a blank box (spec §2): nothing copied, no error, no scrolling to the form', async () => {
    const user = userEvent.setup();
    renderPublic('/');
    await user.type(contact().getByLabelText('Email'), 'kept@example.com');

    await user.type(hero().getByLabelText('Work email'), '   ');
    await user.click(hero().getByRole('button', { name: 'TALK TO OUR TEAM' }));
    await user.type(hero().getByLabelText('Work email'), '{Enter}');

    expect(hero().queryByRole('alert')).not.toBeInTheDocument();
    expect(contact().getByLabelText('Email')).toHaveValue('kept@example.com');
    expect(scrolledTo).toHaveLength(0);
    expect(contact().getByLabelText('First Name')).not.toHaveFocus();
  });

  it('links EXPLORE WHAT WE DO to /what-we-do', () => {
    renderPublic('/');
    expect(screen.getByRole('link', { name: /EXPLORE WHAT WE DO/ })).toHaveAttribute(
      'href',
      '/what-we-do',
    );
  });
});
