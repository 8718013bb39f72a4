/** Just enough MIME to read what nodemailer sends: headers, multipart, QP and base64 bodies. */
export interface MimeEntity {
  headers: Map<string, string>;
  body: string;
  parts: MimeEntity[];
}

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const text = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_m, _charset: string, enc: string, data: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

export function parseMime(raw: string): MimeEntity {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const rest = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = rest
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .map((chunk) => parseMime(chunk.replace(/^\r?\n/, '')));
    return { headers, body: '', parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(rest)
      : encoding === 'base64'
        ? Buffer.from(rest.replace(/\s+/g, ''), 'base64').toString('utf8')
        : rest;
  return { headers, body, parts: [] };
}

/** The first leaf whose content type starts with `mime` (e.g. text/plain). */
export function findPart(entity: MimeEntity, mime: string): MimeEntity | undefined {
  if (entity.parts.length === 0) {
    return (entity.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(mime)
      ? entity
      : undefined;
  }
  for (const part of entity.parts) {
    const found = findPart(part, mime);
    if (found) return found;
  }
  return undefined;
}

export function addresses(value: string | undefined): string[] {
  if (!value) return [];
  return [...value.matchAll(/<?([^\s<>,"]+@[^\s<>,"]+)>?/g)].map((m) =>
    (m[1] as string).toLowerCase(),
  );
}
