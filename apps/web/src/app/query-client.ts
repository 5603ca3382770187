import { QueryClient } from '@tanstack/react-query';
import { retryOnceUnlessRefused } from '../lib/query-retry';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryOnceUnlessRefused,
        refetchOnWindowFocus: false,
      },
    },
  });
}
