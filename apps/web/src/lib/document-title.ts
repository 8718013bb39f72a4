import { useEffect } from 'react';

export const APP_NAME = 'Trusty';

/** Sets the tab title to "{title} | Trusty" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${APP_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
