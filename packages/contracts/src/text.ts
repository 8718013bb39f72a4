/**
 * Control characters that no typed text needs: C0 except tab, line feed and carriage return,
 * DEL and C1. NUL among them is the one PostgreSQL cannot store in a text column at all.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_ALL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** Each control character becomes a space, so words on either side of one stay apart. */
export function controlCharactersToSpaces(text: string): string {
  return text.replace(CONTROL_CHARACTERS_ALL, ' ');
}

export const controlCharactersMessage = (field: string) =>
  `${field} must not contain control characters`;

/** Marks and overrides that reorder text as it is shown (LRE…RLO, LRI…PDI, LRM, RLM, ALM). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/**
 * Text without bidirectional controls: a file name "invoice\u202Excsl.exe" would otherwise be
 * shown as "invoiceexe.lsx" (display spoofing). Names are shown as their characters come.
 */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A half of a surrogate pair on its own (JSON's `"\ud800"`, a sheet's `_xD800_`) becomes U+FFFD,
 * as any UTF-8 encoder would make it: PostgreSQL refuses such an escape inside `jsonb`, where
 * names are stored with their results.
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** Where in a request's query, body or route parameters a control character was found. */
export interface ControlCharacterAt {
  /** The field's name (its key, or its parent's key for an item of a list). */
  field: string;
}

/**
 * The one refinement every query, body and route parameter passes before it can reach the
 * database (issue 33 §6). Finds the first string (value or key) anywhere in `value` with a
 * control character that no typed text needs (`hasControlCharacters`: PostgreSQL cannot store a
 * NUL, and no other one is ever meant), and makes every string value well-formed in place on
 * the way (`wellFormed`: a lone surrogate cannot be stored in jsonb). Walked without recursion,
 * so no nesting can overflow the stack.
 */
export function refineRequestText(
  value: unknown,
  /** Fields taken as they are typed (a password is hashed, never stored as text). */
  isVerbatim: (field: string) => boolean = () => false,
): ControlCharacterAt | undefined {
  const stack: Array<{ value: unknown; field: string }> = [{ value, field: 'value' }];
  while (stack.length > 0) {
    const { value: current, field } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) return { field };
      continue;
    }
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) {
        const item: unknown = current[i];
        if (typeof item === 'string') current[i] = wellFormed(item);
        stack.push({ value: current[i], field });
      }
      continue;
    }
    const record = current as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (hasControlCharacters(key)) return { field: 'field name' };
      if (isVerbatim(key)) continue;
      const item = record[key];
      if (typeof item === 'string') record[key] = wellFormed(item);
      stack.push({ value: record[key], field: key });
    }
  }
  return undefined;
}
