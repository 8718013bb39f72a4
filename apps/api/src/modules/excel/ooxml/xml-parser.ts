import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { malformed, refusedDoctype } from './xml';

/**
 * The package's own parts (content types, relationships, the workbook, the shared strings) are
 * read with saxes, a maintained streaming XML parser that is linear in its input and checks that
 * the part is well-formed. Entities: saxes knows the five predefined ones and character
 * references and fails on any other; a DOCTYPE (where custom entities would be declared) is
 * refused before saxes would even collect it.
 */

export interface XmlElement {
  /** Name without its namespace prefix. */
  local: string;
  attributes: Record<string, string>;
}

export const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

export interface StreamHandlers {
  open?(tag: SaxesTagPlain, local: string): void;
  close?(local: string): void;
  text?(text: string): void;
}

/** A saxes parser fed text chunk by chunk; its failures become not-a-workbook. */
export class XmlStream {
  private readonly parser = new SaxesParser({ position: false });
  /** The last characters of the previous chunk, so a `<!DOCTYPE` split across two is seen. */
  private tail = '';

  constructor(handlers: StreamHandlers) {
    const { parser } = this;
    parser.on('doctype', () => {
      throw refusedDoctype();
    });
    if (handlers.open) {
      const open = handlers.open;
      parser.on('opentag', (tag) => open(tag as SaxesTagPlain, localName(tag.name)));
    }
    if (handlers.close) {
      const close = handlers.close;
      parser.on('closetag', (tag) => close(localName(tag.name)));
    }
    if (handlers.text) {
      parser.on('text', handlers.text);
      parser.on('cdata', handlers.text);
    }
  }

  write(text: string): void {
    if ((this.tail + text.slice(0, 8)).includes('<!DOCTYPE') || text.includes('<!DOCTYPE'))
      throw refusedDoctype();
    this.tail = text.slice(-8);
    this.guard(() => this.parser.write(text));
  }

  close(): void {
    this.guard(() => this.parser.close());
  }

  private guard(step: () => void): void {
    try {
      step();
    } catch (error) {
      if (error instanceof Error && error.name !== 'WorkbookError')
        throw malformed(error.message.slice(0, 200));
      throw error;
    }
  }
}

/** The elements with these local names in a whole (small) part, in document order. */
export function elementsOf(
  xml: string,
  wanted: ReadonlySet<string>,
): { root: string; elements: XmlElement[] } {
  let root = '';
  const elements: XmlElement[] = [];
  const stream = new XmlStream({
    open(tag, local) {
      if (!root) root = local;
      if (wanted.has(local))
        elements.push({ local, attributes: tag.attributes as Record<string, string> });
    },
  });
  stream.write(xml);
  stream.close();
  return { root, elements };
}
