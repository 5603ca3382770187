import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { EVENT_CHANNEL, eventBusFor, LiveEvents, liveEventsListener } from '../modules/events';
import { notificationMailOf, notificationsListener } from '../modules/notifications';
import { createServicesFor, type Services } from '../services';

/**
 * The services an operator command writes through: the server's own (services.ts), whose changes
 * raise the same kept versions in their transactions and reach the running servers' live streams
 * through the same bus. `close` sends what is still gathered (the mails the command stored, tried
 * once; one that fails waits in the outbox for a server) and lets go of the bus.
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
  services.changes.listen(
    notificationsListener({
      publish: (userIds) => live.publish('notification', ...userIds),
      mail: notificationMailOf(services, config),
    }),
  );
  return {
    services,
    close: async () => {
      // Only a command that mailed sends: another never waits on the outbox's backlog.
      if (services.mailOutbox.hasStored) await services.mailOutbox.flush();
      await services.jobs.close();
      services.mailer.close?.();
      await live.close();
      await services.storage.close?.();
    },
  };
}
