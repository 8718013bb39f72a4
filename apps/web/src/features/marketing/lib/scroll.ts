export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls an element into view (its scroll-margin keeps it clear of the fixed nav).
 * Smooth only when asked and when the visitor has not asked for reduced motion.
 */
export function scrollToElement(element: Element, smooth: boolean): void {
  // jsdom has no scrollIntoView; browsers all do.
  element.scrollIntoView?.({
    behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant',
    block: 'start',
  });
}

export function scrollToTop(smooth: boolean): void {
  window.scrollTo?.({ top: 0, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant' });
}
