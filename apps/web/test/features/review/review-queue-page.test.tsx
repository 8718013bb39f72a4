import type { ReviewGroup, UploadDetail } from '@trusty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { ReviewQueuePage } from '../../../src/features/review/pages/review-queue-page';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { landing, renderRoutes, signIn } from '../../helpers/render-route';
import { uploadDetail, uploadId } from '../../helpers/result-row';
import { corrected, reviewGroup, taxonomyReply } from './fixtures';

const routes = [
  { path: paths.reviewRoute, element: <ReviewQueuePage /> },
  landing(`/results/${uploadId}`),
  landing(paths.profile),
];

/** The upload under review: no errors, nothing reviewed and no rule applied yet. */
const upload = (overrides: Partial<UploadDetail> = {}) =>
  uploadDetail({ errorRows: 0, unclassifiedRows: 15, reviewed: 0, ruleRows: 0, ...overrides });

const ok = (data: unknown) => json(200, { success: true, data });
const pageOf = (items: ReviewGroup[], total = items.length, page = 1, order = 'confidence') =>
  ok({ items, page, pageSize: 25, total, order });

const groupA = reviewGroup();
const groupB = reviewGroup({
  normalizedName: 'zoom meetings',
  costName: 'Zoom Meetings annual',
  rowCount: 3,
  confidence: 0.62,
  context: { vendor: 'Zoom' },
});
const groupC = reviewGroup({
  normalizedName: 'mystery',
  costName: 'Mystery charge',
  rowCount: 1,
  status: 'unclassified',
  layers: null,
  confidence: null,
  method: null,
  reason: 'Nothing recognised',
  context: {},
});

/** The queue answers with the groups still unreviewed: each accept or correct removes some. */
function queueApi(initial: ReviewGroup[], extra: Parameters<typeof mockApi>[0] = {}) {
  let remaining = initial;
  const api = mockApi({
    'GET /results/uploads/5d1c7a4e-8b2f-4e3a-9c6d-1a2b3c4d5e6f': ok(upload()),
    'GET /results/uploads/5d1c7a4e-8b2f-4e3a-9c6d-1a2b3c4d5e6f/review': () => pageOf(remaining),
    'POST /results/rows/accept': () => {
      const body = api.calls.at(-1)?.body as { selection: { normalizedNames: string[] } };
      const names = body.selection.normalizedNames;
      const gone = remaining.filter((g) => names.includes(g.normalizedName));
      remaining = remaining.filter((g) => !names.includes(g.normalizedName));
      return ok({ updated: gone.reduce((sum, g) => sum + g.rowCount, 0) });
    },
    'POST /results/rows/correct': () => {
      const body = api.calls.at(-1)?.body as { selection: { normalizedNames: string[] } };
      remaining = remaining.filter(
        (g) => !body.selection.normalizedNames.includes(g.normalizedName),
      );
      return ok({ updated: 12 });
    },
    'GET /tbm/taxonomy': taxonomyReply(),
    ...extra,
  });
  return api;
}

function renderQueue() {
  signIn();
  return renderRoutes(routes, paths.review(uploadId));
}

describe('ReviewQueuePage', () => {
  it('lists the groups with their answer, confidence, reason and context', async () => {
    queueApi([groupA, groupB, groupC]);
    renderQueue();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review ledger-fy25.xlsx' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '3 groups to review' })).toBeInTheDocument();
    // The groups, not the engine's answers listed inside each.
    const cards = screen.getAllByRole('listitem').filter((item) => !item.closest('ol'));
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'ACME Corp – CRM seats Q3' })).toBeInTheDocument();
    expect(first.getByText('12 rows')).toBeInTheDocument();
    expect(first.getByText('End User › Workplace')).toBeInTheDocument();
    expect(first.getByText('Low 55%')).toBeInTheDocument();
    expect(first.getByText('Why: Matched "seats" as end-user devices')).toBeInTheDocument();
    expect(first.getByText('ACME Corp')).toBeInTheDocument();
    // Nothing to accept on a row without an answer: it can only be corrected.
    const third = within(cards[2]!);
    expect(third.getByText('Not classified')).toBeInTheDocument();
    expect(third.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(third.getByRole('button', { name: 'Correct Mystery charge' })).toBeInTheDocument();
    expect(screen.getByText(/below your review threshold of 80%/)).toBeInTheDocument();
  });

  it('accepts the selected groups at once, then they leave and the change is announced', async () => {
    const api = queueApi([groupA, groupB, groupC]);
    const { user } = renderQueue();
    await screen.findByRole('heading', { name: '3 groups to review' });
    const acceptSelected = screen.getByRole('button', { name: 'Accept selected (0)' });
    expect(acceptSelected).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select ACME Corp – CRM seats Q3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Zoom Meetings annual' }));
    await user.click(screen.getByRole('button', { name: 'Accept selected (2)' }));

    expect(await screen.findByRole('heading', { name: '1 group to review' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/results/rows/accept')[0]?.body).toEqual({
      selection: { uploadId, normalizedNames: ['acme corp crm seats', 'zoom meetings'] },
    });
    expect(screen.getByText('Accepted 15 rows (2 groups).')).toBeInTheDocument();
    expect(screen.queryByText('Zoom Meetings annual')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 group to review' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Accept selected (0)' })).toBeDisabled();
  });

  it('selects every group of the page with one checkbox', async () => {
    const api = queueApi([groupA, groupB]);
    const { user } = renderQueue();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Accept selected (2)' }));
    await screen.findByText('Nothing to review — every row is at or above your threshold');
    expect(api.callsTo('POST', '/results/rows/accept')).toHaveLength(1);
  });

  it('corrects one group through the dialog with the group as the selection', async () => {
    const api = queueApi([groupA, groupB]);
    const { user } = renderQueue();
    await user.click(
      await screen.findByRole('button', { name: 'Correct ACME Corp – CRM seats Q3' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Review 12 rows' });
    await waitFor(() => expect(within(dialog).getByLabelText('Cost Pool')).toHaveValue('Hardware'));
    for (const [label, value] of Object.entries(corrected)) {
      const select = within(dialog).getByLabelText(label) as HTMLSelectElement;
      const option = within(select)
        .getAllByRole('option')
        .find((o) => o.textContent === value) as HTMLOptionElement;
      await user.selectOptions(select, option);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));

    expect(await screen.findByRole('heading', { name: '1 group to review' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/results/rows/correct')[0]?.body).toEqual({
      selection: { uploadId, normalizedNames: ['acme corp crm seats'] },
      layers: corrected,
    });
    expect(
      screen.getByText('Saved your decision for ACME Corp – CRM seats Q3.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("takes one of the engine's other answers with one click, each shown with its reason (issue 34 §6)", async () => {
    const api = queueApi([groupA, groupB]);
    const { user } = renderQueue();
    const card = within(
      (await screen.findByRole('heading', { name: 'ACME Corp – CRM seats Q3' })).closest('li')!,
    );
    const answers = within(card.getByRole('region', { name: 'The engine’s best answers' }));
    expect(answers.getByText("Why: 'crm' → Application / Business Software")).toBeInTheDocument();
    expect(answers.getByText('(current answer)')).toBeInTheDocument();
    // The current answer is Accept's; only the others are offered to take.
    expect(answers.getAllByRole('button')).toHaveLength(1);

    await user.click(answers.getByRole('button', { name: 'Use Application / Business Software' }));
    expect(await screen.findByRole('heading', { name: '1 group to review' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/results/rows/correct')[0]?.body).toEqual({
      selection: { uploadId, normalizedNames: ['acme corp crm seats'] },
      layers: corrected,
    });
    expect(
      screen.getByText(
        'Corrected 12 rows (ACME Corp – CRM seats Q3) to Application / Business Software.',
      ),
    ).toBeInTheDocument();
  });

  it('says there is nothing to review, with the way back and to the threshold', async () => {
    queueApi([]);
    const { user } = renderQueue();
    expect(
      await screen.findByText('Nothing to review — every row is at or above your threshold'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your review threshold' })).toHaveAttribute(
      'href',
      paths.profile,
    );
    const back = screen.getAllByRole('link', { name: 'Back to ledger-fy25.xlsx' });
    await user.click(back.at(-1)!);
    expect(await screen.findByText(`Landed on /results/${uploadId}`)).toBeInTheDocument();
  });

  it('tells an unknown or foreign upload apart from a failure', async () => {
    mockApi({
      'GET /results/uploads/5d1c7a4e-8b2f-4e3a-9c6d-1a2b3c4d5e6f': apiFailure(
        404,
        'This result does not exist.',
        'NOT_FOUND',
      ),
      'GET /results/uploads/5d1c7a4e-8b2f-4e3a-9c6d-1a2b3c4d5e6f/review': apiFailure(
        404,
        'This result does not exist.',
        'NOT_FOUND',
      ),
    });
    renderQueue();
    expect(await screen.findByRole('alert')).toHaveTextContent('This result does not exist.');
  });

  it('offers a retry when the groups fail to load', async () => {
    let fail = true;
    queueApi([groupA], {
      'GET /results/uploads/5d1c7a4e-8b2f-4e3a-9c6d-1a2b3c4d5e6f/review': () =>
        // A 4xx: the query client retries 5xx answers on its own before showing them.
        fail ? apiFailure(429, 'Too many requests, please wait a moment.') : pageOf([groupA]),
    });
    const { user } = renderQueue();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, please wait a moment.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: '1 group to review' })).toBeInTheDocument();
  });

  it('pages through the groups with the page in the address', async () => {
    const api = queueApi([], {
      'GET /results/uploads/5d1c7a4e-8b2f-4e3a-9c6d-1a2b3c4d5e6f/review': () => {
        const page = new URLSearchParams(api.calls.at(-1)!.path.split('?')[1]).get('page');
        return page === '2' ? pageOf([groupB], 26, 2) : pageOf([groupA], 26, 1);
      },
    });
    const { user, router } = renderQueue();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Zoom Meetings annual')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });
});

describe('ReviewQueuePage, by value (issue 31)', () => {
  it('shows each group\u2019s total per currency, and asks for the order and filters chosen', async () => {
    const money = [
      reviewGroup({ spend: [{ currency: 'USD', total: '412000' }] }),
      reviewGroup({
        normalizedName: 'zoom meetings',
        costName: 'Zoom Meetings annual',
        spend: [
          { currency: 'EUR', total: '1800.5' },
          { currency: null, total: '12' },
        ],
      }),
    ];
    const api = mockApi({
      'GET /results/uploads/5d1c7a4e-8b2f-4e3a-9c6d-1a2b3c4d5e6f': ok(
        upload({
          spend: [
            { currency: 'USD', total: '412000', confident: '0' },
            { currency: 'EUR', total: '1800.5', confident: '0' },
          ],
        }),
      ),
      'GET /results/uploads/5d1c7a4e-8b2f-4e3a-9c6d-1a2b3c4d5e6f/review': () =>
        pageOf(money, money.length, 1, 'amount'),
    });
    const { user, router } = renderQueue();
    // Each group is a card (the list item holding its name); its answer choices are list items too.
    const card = async (name: string) =>
      (await screen.findByRole('heading', { name })).closest('li');
    expect(await card('ACME Corp – CRM seats Q3')).toHaveTextContent('USD 412,000.00 · 12 rows');
    expect((await card('Zoom Meetings annual'))?.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'EUR 1,800.50, 12.00 · 12 rows',
    );
    expect(screen.getByLabelText('Order')).toHaveValue('amount');
    expect(screen.getByText(/Largest amount first: a group’s total/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.type(screen.getByLabelText('Amount from'), '1,000{Enter}');
    await user.selectOptions(screen.getByLabelText('Order'), 'confidence');
    const asked = api.calls.filter((call) => call.path.includes('/review?')).at(-1)?.path;
    const query = new URL(`http://x${asked}`).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      pageSize: '25',
      order: 'confidence',
      currency: 'EUR',
      minAmount: '1000',
    });
    expect(router.state.location.search).toBe('?currency=EUR&minAmount=1000&order=confidence');
  });

  it('refuses an amount that is not a number, without asking the server', async () => {
    queueApi([groupA]);
    const { user } = renderQueue();
    await screen.findAllByRole('listitem');
    const from = screen.getByLabelText('Amount from');
    await user.type(from, 'lots{Enter}');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Type a number such as 10000 or 1234.56.')).toBeInTheDocument();
  });
});
