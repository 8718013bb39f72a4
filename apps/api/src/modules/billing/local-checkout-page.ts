import { escapeHtml } from '../../infra/mail/templates';
import type { CardField } from '../../infra/payments/local-card';

export function formatMoney(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amountMinor / 100);
}

// Inline styles are allowed by the CSP (style-src 'unsafe-inline'); scripts are not, and none are needed.
const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f8fafc;color:#0f172a}
.banner{background:#f59e0b;color:#1c1917;padding:.75rem 1rem;text-align:center;font-size:.9rem}
.banner strong{letter-spacing:.08em}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 2px rgba(0,0,0,.05)}
h1{font-size:1.25rem;margin:0 0 1rem}
.summary{display:flex;justify-content:space-between;gap:1rem;border-bottom:1px solid #e2e8f0;padding-bottom:1rem;margin-bottom:1rem}
.summary p{margin:0}.muted{color:#475569;font-size:.9rem}.price{font-size:1.5rem;font-weight:700}
label{display:block;font-size:.9rem;font-weight:600;margin:.75rem 0 .25rem}
input{display:block;width:100%;height:2.75rem;border:1px solid #cbd5e1;border-radius:.5rem;padding:0 .75rem;font-size:1rem}
input:focus{outline:2px solid #2563eb;outline-offset:0}
input[aria-invalid=true]{border-color:#dc2626}
.row{display:flex;gap:.75rem}.row>div{flex:1}
.field-error{color:#dc2626;font-size:.85rem;margin:.25rem 0 0}
.alert{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;border-radius:.5rem;padding:.75rem;margin-bottom:1rem}
.notice{background:#f0fdf4;border:1px solid #bbf7d0;color:#166534;border-radius:.5rem;padding:.75rem;margin-bottom:1rem}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;height:3rem;border:0;border-radius:.5rem;font-size:1rem;font-weight:600;cursor:pointer;text-decoration:none}
.pay{background:#2563eb;color:#fff;margin-top:1.25rem}.pay:hover{background:#1d4ed8}
.cancel{background:transparent;color:#334155;margin-top:.5rem}.cancel:hover{background:#f1f5f9}
button:focus-visible,.button:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.hint{font-size:.8rem;color:#475569;margin-top:1rem}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Trusty</title>
<style>${STYLES}</style>
</head>
<body>
<div class="banner" role="note"><strong>TEST MODE</strong> — no real payment is taken and no card data is stored.</div>
<main>${body}</main>
</body>
</html>`;
}

export interface CheckoutView {
  sessionId: string;
  packageName: string;
  credits: number;
  amount: number;
  currency: string;
  /** Values to keep after a failed attempt (never the card number or CVC). */
  expiry?: string;
  fieldErrors?: Partial<Record<CardField, string>>;
  /** A payment-level failure such as a decline. */
  formError?: string;
}

function field(
  name: CardField,
  label: string,
  attributes: string,
  view: CheckoutView,
  value = '',
): string {
  const error = view.fieldErrors?.[name];
  const errorId = `${name}-error`;
  return `<div>
<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}"${
    error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
  }>
${error ? `<p class="field-error" id="${errorId}" role="alert">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export function renderCheckoutPage(view: CheckoutView): string {
  const price = formatMoney(view.amount, view.currency);
  const id = escapeHtml(view.sessionId);
  return layout(
    'Test checkout',
    `<div class="card">
<h1>Complete your purchase</h1>
<div class="summary">
  <div><p><strong>${escapeHtml(view.packageName)}</strong></p><p class="muted">${view.credits.toLocaleString('en-US')} credits · one-time payment</p></div>
  <p class="price">${escapeHtml(price)}</p>
</div>
${view.formError ? `<div class="alert" role="alert">${escapeHtml(view.formError)}</div>` : ''}
<form method="post" action="${id}" novalidate>
${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" required', view)}
<div class="row">
${field('expiry', 'Expiry (MM / YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="9" required', view, view.expiry)}
${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required', view)}
</div>
<button type="submit" class="pay">Pay ${escapeHtml(price)}</button>
</form>
<form method="post" action="${id}/cancel"><button type="submit" class="cancel">Cancel</button></form>
<p class="hint">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined. Any future expiry date and any 3-digit CVC.</p>
</div>`,
  );
}

/** A page for a session that cannot be paid any more, with one way on. */
export function renderClosedPage(options: {
  title: string;
  message: string;
  linkText: string;
  href: string;
}): string {
  return layout(
    options.title,
    `<div class="card">
<h1>${escapeHtml(options.title)}</h1>
<p class="notice" role="status">${escapeHtml(options.message)}</p>
<a class="button pay" href="${escapeHtml(options.href)}">${escapeHtml(options.linkText)}</a>
</div>`,
  );
}

export function renderNotFoundPage(): string {
  return layout(
    'Checkout not found',
    `<div class="card"><h1>Checkout not found</h1><p>This checkout session does not exist or belongs to another account.</p></div>`,
  );
}
