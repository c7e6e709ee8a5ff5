// The member's catalogue (GET /catalogue): priced for the member's country, packages as the
// first-purchase promotion allows.
import { useQuery } from '@tanstack/react-query';
import { getCatalogue } from '@heartline/contracts';
import { queryKeys } from '../../lib/query-keys';

export function useCatalogue() {
  return useQuery({ queryKey: queryKeys.catalogue(), queryFn: ({ signal }) => getCatalogue(undefined, { signal }) });
}
