import { useParams } from 'react-router';
import { authorHandle } from '@common/route-table';
import NotFoundPage from '@client/app/not-found-page';
import { AuthorScreen } from './author-page';

/**
 * /@username, an author page's clean path (issue 27): the same page as /authors/:username. The
 * router matches any one segment here (it cannot match part of one), so a segment that does not
 * start with '@' is the not-found screen, as common/route-table.ts answers for the server.
 */
export default function AuthorHandlePage() {
  const { handle = '' } = useParams();
  const username = authorHandle(handle);
  return username === null ? <NotFoundPage /> : <AuthorScreen key={username} username={username} />;
}
