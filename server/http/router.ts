import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { MemoRouter } from './memo-router';
import { validationHook } from './validation';

/** Every resource router: OpenAPI-documented, schema failures go to the shared 422 handler. */
export const newRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

/** The app itself, the one router that matches requests (resource routers are copied into it). */
export const newAppRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook, router: new MemoRouter() });
