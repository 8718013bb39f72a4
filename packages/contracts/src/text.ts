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

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A half of a surrogate pair on its own (JSON's `"\ud800"`, a sheet's `_xD800_`) becomes U+FFFD,
 * as any UTF-8 encoder would make it: PostgreSQL refuses such an escape inside `jsonb`, where
 * names are stored with their results.
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}
