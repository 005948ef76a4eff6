import type { AccessTokenVerifier } from '../../http/actor';
import type { RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';
import { accessCache, actorVerifier } from './auth/actorVerifier';
import { authService, type AuthService } from './auth/authService';
import type { SessionRevocation } from './auth/sessionRevocation';
import { authRoutes } from './auth/routes';
import { departmentRoutes } from './departments/routes';
import { menuRoutes } from './menus/routes';
import { roleRoutes } from './roles/routes';
import { mailSender, outboxSmsSender } from '../../platform/messaging/adapters';
import { profileRoutes } from './profile/routes';
import { userRoutes } from './users/routes';
import { verificationCodes } from './verification/verificationCodes';

export interface IdentityModule {
  auth: AuthService;
  verifier: AccessTokenVerifier;
  routes: RouteDefinition[];
}

/** Sign-in, users, roles, menus and departments (ARCHITECTURE §3: the identity context). */
export function identityModule(context: ModuleContext, revocation?: SessionRevocation): IdentityModule {
  const auth = authService(context, revocation);
  const codes = verificationCodes(context.redis, {
    sms: outboxSmsSender(context.db, context.logger),
    mail: mailSender(context.config.SMTP_URL, context.config.MAIL_FROM, context.db, context.logger),
  });
  return {
    auth,
    verifier: actorVerifier(
      context.db,
      context.config.JWT_SECRET,
      auth.revocation,
      accessCache(context.db, (listener) => context.projectionWaiter.onCheckpoint(listener)),
    ),
    // the fixed /users/profile paths come before the users routes' /users/:id
    routes: [...authRoutes(auth), ...profileRoutes(context, auth, codes), ...userRoutes(context, auth), ...departmentRoutes(context), ...roleRoutes(context), ...menuRoutes(context)],
  };
}
