import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Issue 17 §7: axe's WCAG 2.0/2.1 A and AA rules find nothing on the page as it is now.
 *
 * axe leaves text on a gradient (or partly overlapped) "incomplete" rather than failing it;
 * that text is measured here instead, against every colour stop of the gradient behind it (or
 * the nearest solid background), so every text is held to 4.5:1 (3:1 when large).
 */
export async function expectNoAxeViolations(page: Page, where: string) {
  // Lazy routes, fonts and entry animations settle first: contrast is measured on the final
  // colours, not mid-fade.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  const unmeasured = (results.incomplete.find((r) => r.id === 'color-contrast')?.nodes ?? []).map(
    (node) => node.target.join(' '),
  );
  found.push(...(await lowContrastAgainstAnyStop(page, unmeasured)));
  expect(found, `axe violations on ${where}`).toEqual([]);
}

/** The selectors whose text falls below AA against some colour that may be behind it. */
function lowContrastAgainstAnyStop(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((targets) => {
    const canvas = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    }) as CanvasRenderingContext2D;
    // Any CSS colour (oklch included) to sRGB through the canvas.
    const rgb = (color: string): [number, number, number, number] => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (v = 0) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const COLOR = /(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi;

    /** The colours that can be behind the element: a gradient's stops, or the solid fill. */
    const backdrop = (el: Element): number[][] => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage.includes('gradient'))
          return (style.backgroundImage.match(COLOR) ?? []).map(rgb);
        const fill = rgb(style.backgroundColor);
        if (fill[3] === 1) return [fill];
      }
      return [[255, 255, 255, 1]];
    };

    const failures: string[] = [];
    for (const selector of targets) {
      const el = document.querySelector(selector);
      if (!el || !el.textContent?.trim()) continue;
      const style = getComputedStyle(el);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      const [r, g, b, alpha] = rgb(style.color);
      // Translucent text is seen blended with what is behind it.
      const over = (bg: number[]) =>
        [r, g, b].map((channel, i) => alpha * channel + (1 - alpha) * (bg[i] ?? 0));
      const worst = Math.min(...backdrop(el).map((bg) => ratio(over(bg), bg)));
      if (worst < needed)
        failures.push(
          `color-contrast (measured): ${worst.toFixed(2)}:1 < ${needed}:1\n    ${selector}`,
        );
    }
    return failures;
  }, selectors);
}
