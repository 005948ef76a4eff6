import type { RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';
import { appSettingsOf, type AppSettings } from './config/appSettings';
import { configRoutes } from './config/routes';
import { dictDataRoutes } from './dictData/routes';
import { dictRoutes } from './dictionaries/routes';
import { logRoutes } from './logs';
import { noticeRoutes } from './notices/routes';
import { settledRoutes } from './settledRoutes';

export interface SystemModule {
  /** The typed config settings other modules read (VIP limits, upload sizes, currency). */
  settings: AppSettings;
  routes: RouteDefinition[];
}

/** Dictionaries, their items, system config, notices and logs (ARCHITECTURE §3: the system context). */
export function systemModule(context: ModuleContext): SystemModule {
  const settings = appSettingsOf(context);
  return { settings, routes: [...dictRoutes(context), ...dictDataRoutes(context), ...configRoutes(context, settings), ...noticeRoutes(context), ...logRoutes(context), ...settledRoutes(context)] };
}
