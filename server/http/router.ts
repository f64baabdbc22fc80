import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { validationHook } from './validation';

/** Every resource router: OpenAPI-documented, schema failures go to the shared 422 handler. */
export const newRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
