import { useLayoutEffect } from 'react';

export const APP_NAME = 'Trusty';

/** Sets the tab title to "{title} | Trusty" while the page is shown. */
export function useDocumentTitle(title: string): void {
  // layout effect: the title changes in the same commit as the page, before anything (a screen
  // reader, a test, the history entry) can see the new page under the old title
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${APP_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
