import { Link } from 'react-router';
import { DOCUMENT_TITLE, NOT_FOUND_PAGE } from '@smms/shared';
import { buttonVariants } from '@/components/ui/button';
import { LOGIN_PATH } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';

export function NotFoundRoute() {
  useDocumentTitle(DOCUMENT_TITLE.notFound);
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary">{NOT_FOUND_PAGE.code}</p>
      <h1 className="text-2xl font-semibold">{NOT_FOUND_PAGE.title}</h1>
      <Link to={LOGIN_PATH} className={buttonVariants()}>
        {NOT_FOUND_PAGE.home}
      </Link>
    </main>
  );
}
