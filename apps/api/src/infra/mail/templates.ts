/** Text + simple HTML bodies. Values are escaped; links come from APP_URL only. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function actionMail(options: { greeting: string; lines: string[]; actionLabel: string; url: string; footer: string }) {
  const text = [options.greeting, '', ...options.lines, '', `${options.actionLabel}: ${options.url}`, '', options.footer].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(options.greeting)}</p>
${options.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(options.url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(options.actionLabel)}</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(options.url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(options.footer)}</p>
</body></html>`;
  return { text, html };
}
