/**
 * Insight (issue 15): the home big-data display (home.service.ts, refreshed live by home.live.ts), the demo
 * month chart GET /analysis/month-bar, and the global search (search.*.ts) with its name index (insight.tables.ts).
 * Reads other modules' tables; writes only its own name index.
 */
import type { ServerModule } from '../../platform/module';
import { watchHomeChanges } from './home.live';
import { insightRoutes } from './insight.routes';
import { syncSearchNames } from './search.sync';

export const insightModule: ServerModule = {
  name: 'insight',
  routes: insightRoutes,
  start(s, app) {
    return watchHomeChanges(s, (e) => app.log.error(e, 'insight watch'));
  },
  async seed(db) { await syncSearchNames(db); },
  async seedScale(db) { await syncSearchNames(db); },
};
