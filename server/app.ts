import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from './http/context';
import { notFound } from './http/errors';
import { methodOverrideOf, withMethod } from './http/method-override';
import { onError } from './http/on-error';
import { requestContext } from './http/request-context';
import { newRouter } from './http/router';
import { authRoutes } from './routes/auth';
import { categoryRoutes } from './routes/categories';
import { devMailRoutes } from './routes/dev-mail';
import { employeeRoutes } from './routes/employees';
import { healthRoutes } from './routes/health';
import { joinRequestRoutes } from './routes/join-requests';
import { memberRoutes } from './routes/members';
import { notificationRoutes } from './routes/notifications';
import { productRoutes } from './routes/products';
import { requestRoutes } from './routes/requests';
import { staticRoutes } from './routes/static';
import { uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/users';

/** The whole HTTP application; main.ts serves it, tests call `app.request()` on it. */
export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const app = newRouter();

  // POST + _method PUT/DELETE is routed as that method: the request is dispatched again under it.
  app.use('/api/*', async (c, next) => {
    const method = await methodOverrideOf(c.req.raw);
    if (!method) return next();
    return app.fetch(await withMethod(c.req.raw, method), c.env);
  });
  app.use('*', requestContext(deps));
  app.onError(onError);
  app.notFound(() => {
    throw notFound();
  });

  const api = newRouter()
    .route('/', healthRoutes)
    .route('/', authRoutes)
    .route('/', userRoutes)
    .route('/', joinRequestRoutes)
    .route('/', categoryRoutes)
    .route('/', productRoutes)
    .route('/', memberRoutes)
    .route('/', requestRoutes)
    .route('/', employeeRoutes)
    .route('/', notificationRoutes);
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer' });
  app.route('/api', api);
  app.doc('/api/openapi.json', {
    openapi: '3.0.3',
    info: { title: 'Souqdesk API', version: '0.1.0', description: 'Seller dashboard API. Errors are `{ message, errors? }` in the accept-language (en or ar).' },
  });

  if (deps.config.devMail) app.route('/dev', devMailRoutes(deps.mailer));
  app.route('/', uploadRoutes(deps.storage));
  app.route('/', staticRoutes(deps.config.distDir));
  return app;
}
