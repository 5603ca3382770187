import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { EVENT_CHANNEL, eventBusFor, LiveEvents, liveEventsListener } from '../modules/events';
import { createServicesFor, type Services } from '../services';

/**
 * The services an operator command writes through: the server's own (services.ts), whose changes
 * raise the same kept versions in their transactions and reach the running servers' live streams
 * through the same bus. `close` sends what is still gathered and lets go of the bus.
 */
export async function commandServices(
  database: DatabaseHandle,
  config: AppConfig,
  log: FastifyBaseLogger,
  channel = EVENT_CHANNEL,
): Promise<{ services: Services; close: () => Promise<void> }> {
  const services = createServicesFor(database, config, log);
  const live = new LiveEvents(await eventBusFor(config, database, channel, log), log);
  services.changes.listen(liveEventsListener(live));
  return {
    services,
    close: async () => {
      await live.close();
      await services.storage.close?.();
    },
  };
}
