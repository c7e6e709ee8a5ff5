import { Navigate } from '@heartline/contracts/router';
import { paths } from '@heartline/contracts';

/** /messages opens the inbox. */
export function HomePage() {
  return <Navigate to={paths.messages('inbox')} replace />;
}
