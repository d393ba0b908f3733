import { useEffect } from 'react';
import { DOCUMENT_TITLE } from '@smms/shared';

/** The browser tab says which page this is: "<Page title> · SMMS", from the title the page shows. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = DOCUMENT_TITLE.of(title);
  }, [title]);
}
