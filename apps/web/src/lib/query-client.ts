import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One retry rides out a blip without making a failing server wait through a backoff storm.
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
