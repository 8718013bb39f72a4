import type { ApplyQuote } from '@trusty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/router';
import { paths } from '../../../src/config/paths';
import type { CorrectRowDialogProps } from '../../../src/features/results/components/correction-slot';
import { SEARCH_DELAY_MS } from '../../../src/features/results/components/rows-filters';
import { UploadResultPage } from '../../../src/features/results/pages/upload-result-page';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { landing, renderRoutes, signIn } from '../../helpers/render-route';
import { ok, pageReply, queryOf, resultRow, taxonomy, uploadDetail, uploadId } from './fixtures';

const uploadPath = `/results/uploads/${uploadId}`;
const rowsPath = `${uploadPath}/rows`;

function FakeCorrection(props: CorrectRowDialogProps) {
  return props.open ? <div role="dialog" aria-label={`Correcting ${props.row.costName}`} /> : null;
}

function uploadApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${uploadPath}`]: ok(uploadDetail()),
    [`GET ${rowsPath}`]: pageReply([resultRow()], 1, 1, 25),
    'GET /tbm/taxonomy': ok(taxonomy),
    ...extra,
  });
}

function renderPage(entry: string = paths.result(uploadId)) {
  signIn();
  return renderRoutes(
    [
      { path: paths.resultRoute, element: <UploadResultPage correctionDialog={FakeCorrection} /> },
      landing(paths.reviewRoute, 'Review queue'),
      landing(paths.results),
    ],
    entry,
  );
}

/** GET …/apply: what applying would change; it never costs credits. */
const applyQuote = (quote: Partial<ApplyQuote>) =>
  ok({
    rowsChanging: 0,
    credits: 0,
    rewritesFile: true,
    rowsByRules: 0,
    fileOutdated: false,
    ...quote,
  } satisfies ApplyQuote);

/** Opens the quote of applying rules and corrections; the dialog goes by the button's name. */
async function openApplyQuote(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Apply rules and corrections' }));
  return screen.findByRole('dialog', { name: 'Apply rules and corrections' });
}

const rowsCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => c.method === 'GET' && c.path.startsWith(`${rowsPath}?`));

describe('an upload on the Results page', () => {
  it('opens from a deep link through the app, signed in, with its counters and rows', async () => {
    uploadApi({
      'GET /tbm/user-stats': json(200, {
        success: true,
        data: { credits: 100, fileUploads: 1, totalCostsAlignment: 1 },
      }),
    });
    signIn();
    const { router, user } = renderRoutes(routes, paths.result(uploadId));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ledger-fy25.xlsx' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.matches.at(-1)?.route.path).toBe(paths.resultRoute);
    const counters = screen.getByText('Decided by your rules').closest('dl')!;
    const expected: Array<[string, string]> = [
      ['Rows', '200'],
      ['Classified', '180'],
      ['Unclassified', '13'],
      ['Skipped', '5'],
      ['Errors', '2'],
      ['Needs review', '30'],
      ['Decided by your rules', '11'],
    ];
    for (const [label, value] of expected)
      expect(within(counters).getByText(label).nextSibling).toHaveTextContent(value);
    const table = await screen.findByRole('table', { name: 'Rows of ledger-fy25.xlsx' });
    const row = within(table)
      .getByRole('rowheader', { name: 'Dell Latitude laptops' })
      .closest('tr')!;
    expect(row).toHaveTextContent('7');
    expect(row).toHaveTextContent('End User');
    expect(row).toHaveTextContent('Workplace');
    expect(row).toHaveTextContent('Hardware');
    expect(row).toHaveTextContent('92%');
    expect(row).toHaveTextContent('Dictionary');
    expect(row).toHaveTextContent('Not reviewed');
    // The app hands the review feature's dialog to the page.
    await user.click(within(row).getByRole('button', { name: /^Correct row 7/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('says a result does not exist when the API answers 404 (unknown or not yours)', async () => {
    uploadApi({
      [`GET ${uploadPath}`]: apiFailure(404, 'This result does not exist.', 'NOT_FOUND'),
      [`GET ${rowsPath}`]: apiFailure(404, 'This result does not exist.', 'NOT_FOUND'),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This result does not exist.');
    expect(screen.getByRole('heading', { level: 1, name: 'Result not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your results' })).toHaveAttribute(
      'href',
      paths.results,
    );
  });

  it('shows "Your rule" and "Corrected by you" instead of a percentage', async () => {
    uploadApi({
      [`GET ${rowsPath}`]: pageReply(
        [
          resultRow({ id: 'a', costName: 'By rule', method: 'rule', confidence: 1 }),
          resultRow({
            id: 'b',
            costName: 'By hand',
            method: 'user',
            confidence: 1,
            review: 'corrected',
          }),
          resultRow({
            id: 'c',
            costName: 'Total',
            status: 'skipped',
            layers: null,
            confidence: null,
            method: null,
            reason: 'A total line',
          }),
        ],
        3,
        1,
        25,
      ),
    });
    renderPage();
    const rowOf = async (name: string) =>
      (await screen.findByRole('rowheader', { name })).closest('tr')!;
    expect(await rowOf('By rule')).toHaveTextContent('Your rule');
    expect(await rowOf('By hand')).toHaveTextContent('Corrected by you');
    expect(await rowOf('By hand')).toHaveTextContent('Corrected');
    expect(await rowOf('Total')).toHaveTextContent('Skipped — A total line');
  });

  it('builds the rows query from the filters and keeps them in the address', async () => {
    const api = uploadApi();
    const { user, router } = renderPage();
    await screen.findByRole('table');
    expect(queryOf(rowsCalls(api)[0]!.path)).toEqual({ pageSize: '25' });

    // The tower options come from the taxonomy.
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Tower')).getByRole('option', { name: 'Application' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Tower'), 'Application');
    await user.selectOptions(screen.getByLabelText('Confidence'), 'low');
    await user.selectOptions(screen.getByLabelText('Cost pool'), 'Software');
    await user.selectOptions(screen.getByLabelText('Status'), 'classified');
    await user.selectOptions(screen.getByLabelText('Review'), 'unreviewed');
    await user.click(screen.getByRole('checkbox', { name: 'Only rows that need review' }));
    // The same filters go to the API and into the page's address (to come back to).
    const filters = {
      tower: 'Application',
      band: 'low',
      costPool: 'Software',
      status: 'classified',
      review: 'unreviewed',
      needsReview: 'true',
    };
    await waitFor(() =>
      expect(queryOf(rowsCalls(api).at(-1)!.path)).toEqual({ ...filters, pageSize: '25' }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(filters);

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Tower')).toHaveValue('');
  });

  it('asks once for a search, after typing stops', async () => {
    const api = uploadApi();
    const { user, router } = renderPage();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Search cost names'), 'dell lat');
    await waitFor(() => expect(router.state.location.search).toBe('?q=dell+lat'), {
      timeout: SEARCH_DELAY_MS * 5,
    });
    await waitFor(() => expect(queryOf(rowsCalls(api).at(-1)!.path).q).toBe('dell lat'));
    // No request for any of the partial words typed on the way.
    expect(rowsCalls(api).filter((c) => queryOf(c.path).q !== undefined)).toHaveLength(1);
  });

  it('opens with the search and filters a link carries, dropping values the API would refuse', async () => {
    const api = uploadApi();
    renderPage(`${paths.result(uploadId)}?q=dell&band=low&status=bogus&page=2`);
    await screen.findByRole('table');
    expect(queryOf(rowsCalls(api)[0]!.path)).toEqual({
      q: 'dell',
      band: 'low',
      page: '2',
      pageSize: '25',
    });
    expect(screen.getByLabelText('Search cost names')).toHaveValue('dell');
    expect(screen.getByLabelText('Confidence')).toHaveValue('low');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('pages through the rows, keeping the filters', async () => {
    const api = uploadApi({
      [`GET ${rowsPath}`]: () => {
        const page = queryOf(api.calls.at(-1)!.path).page ?? '1';
        return pageReply([resultRow({ costName: `Row on page ${page}` })], 60, Number(page), 25);
      },
    });
    const { user, router } = renderPage(`${paths.result(uploadId)}?band=high`);
    expect(await screen.findByText('Row on page 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Row on page 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?band=high&page=2');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '60 matching rows' })).toHaveFocus();
  });

  it('an address past the last page of rows shows the last page, filters kept', async () => {
    const api = uploadApi({
      [`GET ${rowsPath}`]: () => {
        const page = Number(queryOf(api.calls.at(-1)!.path).page ?? '1');
        return page === 3
          ? pageReply([resultRow({ costName: 'Last row' })], 51, 3, 25)
          : pageReply([], 51, page, 25);
      },
    });
    const { router } = renderPage(`${paths.result(uploadId)}?band=low&page=9`);
    expect(await screen.findByText('Last row')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?band=low&page=3');
  });

  it('links to the review queue with the number of doubtful rows', async () => {
    uploadApi();
    const { user } = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Review 30 doubtful rows' }));
    expect(await screen.findByText('Review queue')).toBeInTheDocument();
  });

  it('says the file has expired instead of offering a download, and notes an outdated file', async () => {
    uploadApi({
      [`GET ${uploadPath}`]: ok(uploadDetail({ downloadable: false, fileOutdated: true })),
    });
    renderPage();
    expect(
      await screen.findByText('The file of this upload has expired; its rows are still here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Some rows changed since the file was written/)).toBeInTheDocument();
  });

  it('shows the 0-credit quote before applying rules and corrections, then applies and refreshes', async () => {
    let applied = false;
    const api = uploadApi({
      [`GET ${uploadPath}`]: () =>
        ok(uploadDetail({ fileOutdated: !applied, ruleRows: applied ? 14 : 11 })),
      [`GET ${uploadPath}/apply`]: applyQuote({ rowsChanging: 3, rowsByRules: 11 }),
      [`POST ${uploadPath}/apply`]: () => {
        applied = true;
        return ok({ rowsChanged: 3, creditsCharged: 0, fileRewritten: true });
      },
    });
    const { user } = renderPage();
    await screen.findByText(/Some rows changed since the file was written/);
    const dialog = await openApplyQuote(user);
    expect(
      await within(dialog).findByText('This uses 0 credits. 3 rows will change.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `${uploadPath}/apply`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Rules and corrections applied: 3 rows changed, file written again.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `${uploadPath}/apply`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page shows the state after applying.
    await waitFor(() =>
      expect(
        screen.queryByText(/Some rows changed since the file was written/),
      ).not.toBeInTheDocument(),
    );
    const counters = screen.getByText('Decided by your rules').closest('div')!;
    expect(counters).toHaveTextContent('14');
    expect(screen.getByRole('button', { name: 'Apply rules and corrections' })).toHaveFocus();
  });

  it('cancelling the quote applies nothing; a failed apply says why and keeps the dialog', async () => {
    const api = uploadApi({
      [`GET ${uploadPath}/apply`]: applyQuote({
        rowsChanging: 1,
        rewritesFile: false,
        fileOutdated: true,
      }),
      [`POST ${uploadPath}/apply`]: apiFailure(
        409,
        'This upload is being applied already.',
        'CONFLICT',
      ),
    });
    const { user } = renderPage();
    let dialog = await openApplyQuote(user);
    expect(
      await within(dialog).findByText('This uses 0 credits. 1 row will change.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The file has expired, so only the stored rows change.'),
    ).toBeInTheDocument();
    // An expired file is not written again, so it is not said to be behind.
    expect(within(dialog).queryByText(/applying writes it again/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', `${uploadPath}/apply`)).toHaveLength(0);

    dialog = await openApplyQuote(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This upload is being applied already.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Two openings, two quotes: rules may have changed in between.
    expect(api.callsTo('GET', `${uploadPath}/apply`)).toHaveLength(2);
  });

  it('explains a quote of 0 rows after a rule already rewrote them (issue 34 §8)', async () => {
    uploadApi({
      [`GET ${uploadPath}/apply`]: applyQuote({ rowsByRules: 3, fileOutdated: true }),
    });
    const { user } = renderPage();
    const dialog = await openApplyQuote(user);
    expect(
      await within(dialog).findByText('This uses 0 credits. 0 rows will change.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        '3 rows already follow your rules: saving or importing a rule rewrites the stored rows at once, so they are not counted above. The file does not have the latest answers yet: applying writes it again.',
      ),
    ).toBeInTheDocument();
  });
});
