// Today's figures per agent for the staff board (GET /agents/figures): replies, the median
// first-response time and breaks, refreshed less often than the board's status (they move slowly,
// and a median is the heaviest of the board's questions).
import { useQuery } from '@tanstack/react-query';
import { getStaffFigures } from '@heartline/contracts';
import { formatDuration } from '@heartline/contracts/rules';
import type { StaffFigures } from '@heartline/contracts/schemas';
import { queryKeys } from '../../lib/query-keys';

export const STAFF_FIGURES_REFRESH_MS = 15_000;

export function useStaffFigures(enabled: boolean) {
  const figures = useQuery({
    queryKey: queryKeys.staffFigures(),
    queryFn: ({ signal }) => getStaffFigures({ signal }),
    refetchInterval: STAFF_FIGURES_REFRESH_MS,
    enabled,
  });
  const byAgent = new Map((figures.data?.figures ?? []).map((one) => [one.agentId, one]));
  return { day: figures.data?.day, failed: figures.isError, of: (agentId: string): StaffFigures | undefined => byAgent.get(agentId) };
}

/** A duration as the board shows it: '3:30' (minutes and seconds), '1:02:03' past an hour. */
export const figureDuration = (ms: number) => formatDuration(Math.round(ms / 1000));
