import { compressJson } from './http/compress-json';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, Next } from 'hono';
import { admission } from './http/admission';
import type { AppDeps, AppEnv } from './http/context';
import { notFound } from './http/errors';
import { bodyLimit } from './http/body-limit';
import { closeAfterEarlyReply } from './http/early-reply';
import { overriddenRequest } from './http/method-override';
import { onError } from './http/on-error';
import { requestContext } from './http/request-context';
import { securityHeadersFor } from './http/security-headers';
import { layers } from './http/layers';
import { newAppRouter, newRouter } from './http/router';
import { inProcessFetch, paymentGatewayFromConfig, sandboxOptionsFromConfig } from './payments/from-config';
import { sandboxMyFatoorahApp } from './payments/sandbox/app';
import { SANDBOX_MOUNT } from './payments/sandbox/constants';
import { authRoutes } from './routes/auth';
import { categoryRoutes } from './routes/categories';
import { devMailRoutes } from './routes/dev-mail';
import { employeeRoutes } from './routes/employees';
import { healthRoutes } from './routes/health';
import { JOIN_REQUEST_UPLOAD_LIMIT, joinRequestRoutes } from './routes/join-requests';
import { memberRoutes } from './routes/members';
import { membershipRoutes } from './routes/memberships';
import { eventRoutes } from './routes/events';
import { orderRoutes } from './routes/orders';
import { chatRoutes } from './routes/chats';
import { notificationRoutes } from './routes/notifications';
import { PRODUCT_UPLOAD_LIMIT, productRoutes } from './routes/products';
import { favoriteRoutes } from './routes/favorites';
import { requestRoutes } from './routes/requests';
import { settingsRoutes } from './routes/settings';
import { serviceRoutes } from './routes/services';
import { offerRoutes, PROMO_EDIT_UPLOAD_LIMITS, PROMO_UPLOAD_LIMIT } from './routes/offers';
import { BANNER_EDIT_UPLOAD_LIMITS, BANNER_UPLOAD_LIMIT, bannerRoutes } from './routes/banners';
import { staticRoutes } from './routes/static';
import { uploadRoutes } from './routes/uploads';
import { LiveEventHub } from './services/live-events/hub';
import { userRoutes } from './routes/users';
import { CHAT_UPLOAD_LIMITS, chatUploadRoutes } from './routes/chat-uploads';
import { savedReplyRoutes } from './routes/saved-replies';
import { statisticsRoutes } from './routes/statistics';
import { COMPANY_FILE_UPLOAD_LIMIT, companyRoutes } from './routes/companies';
import { AVATAR_UPLOAD_LIMIT, accountRoutes } from './routes/account';
import { joinReviewRoutes } from './routes/join-review';

/** Multipart routes allowed more than the 1 MB every other body gets. */
const UPLOAD_LIMITS = [...CHAT_UPLOAD_LIMITS, PRODUCT_UPLOAD_LIMIT, JOIN_REQUEST_UPLOAD_LIMIT, PROMO_UPLOAD_LIMIT, ...PROMO_EDIT_UPLOAD_LIMITS, BANNER_UPLOAD_LIMIT, ...BANNER_EDIT_UPLOAD_LIMITS, COMPANY_FILE_UPLOAD_LIMIT, AVATAR_UPLOAD_LIMIT];

/** The whole HTTP application; main.ts serves it, tests call `app.request()` on it. */
export function createApp(given: AppDeps): OpenAPIHono<AppEnv> {
  const app = newAppRouter();
  // The sandbox answers in this process, so the gateway reaches it without a socket (and on any address).
  const deps: AppDeps = { ...given, liveEvents: given.liveEvents ?? new LiveEventHub(given.db, given.database), payments: given.payments ?? paymentGatewayFromConfig(given.config, given.config.payments ? {} : { fetch: inProcessFetch(app) }) };
  // POST + _method PUT/DELETE is routed as that method: the request is dispatched again under it.
  const dispatchOverride = async (c: Context<AppEnv>, next: Next) => {
    const overridden = await overriddenRequest(c.req.raw);
    if (!overridden) return next();
    if (overridden.method === 'POST') {
      // No override, but the body was read to look for one: hand on the same bytes.
      c.req.raw = overridden;
      return next();
    }
    return app.fetch(overridden, c.env);
  };
  // The app-wide middleware, in this order, run as one Hono layer (http/layers.ts says why). Security
  // headers go on every reply; under /api/ JSON is compressed (the client's own files come
  // pre-compressed, routes/static.ts), bodies are bounded, only a POST can carry an override, and new
  // work is refused when the database's queue is long; every call gets its request id, language and log line.
  // A reply given before a request's body had all arrived says Connection: close (http/early-reply.ts).
  const security = securityHeadersFor(deps.payments?.embeddedForm.scriptUrl);
  const context = requestContext(deps);
  const bounded = bodyLimit(UPLOAD_LIMITS);
  const chains = {
    page: layers([closeAfterEarlyReply, security, context]),
    apiRead: layers([security, compressJson, context, admission]),
    apiPost: layers([closeAfterEarlyReply, security, compressJson, bounded, dispatchOverride, context, admission]),
    apiWrite: layers([closeAfterEarlyReply, security, compressJson, bounded, context, admission]),
  };
  app.use('*', (c, next) => {
    const { path, method } = c.req;
    // What Hono's '/api/*' matches: /api itself and everything under it.
    if (!(path.startsWith('/api/') || path === '/api')) return chains.page(c, next);
    if (method === 'GET' || method === 'HEAD') return chains.apiRead(c, next);
    return (method === 'POST' ? chains.apiPost : chains.apiWrite)(c, next);
  });
  app.onError(onError);
  // Answered here rather than thrown: Hono calls this after the last layer, where a throw would pass
  // by the request's log line and reply headers (http/layers.ts settles only its layers' errors).
  app.notFound((c) => onError(notFound(), c as Context<AppEnv>));

  const api = newRouter()
    .route('/', healthRoutes)
    .route('/', authRoutes)
    .route('/', userRoutes)
    .route('/', accountRoutes)
    .route('/', joinRequestRoutes)
    .route('/', categoryRoutes)
    .route('/', productRoutes)
    .route('/', favoriteRoutes)
    .route('/', memberRoutes)
    .route('/', requestRoutes)
    .route('/', employeeRoutes)
    .route('/', chatRoutes)
    .route('/', chatUploadRoutes)
    .route('/', savedReplyRoutes)
    .route('/', notificationRoutes)
    .route('/', eventRoutes)
    .route('/', membershipRoutes)
    .route('/', orderRoutes)
    .route('/', settingsRoutes)
    .route('/', serviceRoutes)
    .route('/', offerRoutes)
    .route('/', bannerRoutes)
    .route('/', statisticsRoutes)
    .route('/', companyRoutes)
    .route('/', joinReviewRoutes);
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer' });
  api.openAPIRegistry.registerComponent('securitySchemes', 'eventTicket', { type: 'apiKey', in: 'query', name: 'ticket', description: 'From POST /api/events/ticket: single use, 30 s' });
  app.route('/api', api);
  app.doc('/api/openapi.json', {
    openapi: '3.0.3',
    info: {
      title: 'Souqdesk API', version: '0.1.0', license: { name: 'Proprietary' },
      description: 'Seller dashboard API. Errors are `{ message, errors? }` in the accept-language (en or ar).',
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
  });

  if (deps.config.devMail) app.route('/dev', devMailRoutes(deps.mailer));
  // The local payment provider, when MyFatoorah is not configured (config.paymentSandbox); its webhooks
  // are handed to this app in process, so they arrive whatever address the server listens on.
  if (deps.config.paymentSandbox) {
    app.route(SANDBOX_MOUNT, sandboxMyFatoorahApp({ ...sandboxOptionsFromConfig(deps, deps.config.paymentSandbox), fetch: inProcessFetch(app) }));
  }
  app.route('/', uploadRoutes(deps.storage));
  app.route('/', staticRoutes(deps.config.distDir));
  return app;
}
